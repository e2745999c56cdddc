// array_view::get_source_accelerator_view (an array's view for a view of an array, through
// sections and reinterpret_as; the CPU accelerator's default view for host data),
// synchronize_to and synchronize_to_async to the CPU's view and to the GPU's.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

int main() {
  accelerator acc;
  accelerator_view gpu = acc.get_default_view();
  accelerator_view other = acc.create_view();
  accelerator_view cpu = accelerator(accelerator::cpu_accelerator).get_default_view();

  std::vector<int> h(8, 1);
  array_view<int, 1> hv(8, h);
  array<int, 1> a(8);
  array<int, 1> b(8, other);
  array_view<int, 1> av(a);
  array_view<int, 1> bv = b;
  std::cout << (hv.get_source_accelerator_view() == cpu) << (hv.get_source_accelerator_view() == gpu) << "\n";
  std::cout << (av.get_source_accelerator_view() == gpu) << (av.get_source_accelerator_view() == cpu) << "\n";
  std::cout << (bv.get_source_accelerator_view() == other) << (bv.section(2, 3).get_source_accelerator_view() == other)
            << (bv.reinterpret_as<float>().get_source_accelerator_view() == other)
            << (a.reinterpret_as<unsigned int>().get_source_accelerator_view() == gpu)
            << (hv.section(1, 2).get_source_accelerator_view() == cpu) << "\n";
  array_view<const int, 1> cv = hv;
  std::cout << (cv.get_source_accelerator_view() == cpu) << "\n";

  // To the CPU's view: the host data is current afterwards, read straight from the vector.
  parallel_for_each(hv.extent, [=](index<1> i) restrict(amp) { hv[i] = i[0] * 3; });
  hv.synchronize_to(cpu);
  for (int x : h) std::cout << x << " ";
  std::cout << "\n";

  // To the GPU's view, then a kernel and a host read through the view.
  hv[0] = 100;
  hv.synchronize_to(gpu);
  parallel_for_each(hv.extent, [=](index<1> i) restrict(amp) { hv[i] += 1; });
  std::cout << hv[0] << " " << hv[7] << "\n";

  // The asynchronous forms.
  parallel_for_each(hv.extent, [=](index<1> i) restrict(amp) { hv[i] *= 2; });
  completion_future done = hv.synchronize_to_async(cpu);
  done.get();
  for (int x : h) std::cout << x << " ";
  std::cout << "\n";
  hv.synchronize_to_async(gpu).wait();
  std::cout << hv[1] << "\n";
  return 0;
}
