// The start of many C++ AMP samples: list the accelerators, pick one that is not emulated, and
// run on its default_view; then the data moves with copy_async and completion_future, and a
// kernel runs on the chosen view through array_view<const T> inputs.
#include <amp.h>
#include <iostream>
#include <vector>

using namespace concurrency;

// The first accelerator that can run kernels, else the CPU one.
accelerator pick_accelerator() {
  std::vector<accelerator> accs = accelerator::get_all();
  int cpus = 0;
  for (size_t i = 0; i < accs.size(); i++)
    if (accs[i].get_device_path() == accelerator::cpu_accelerator) cpus++;
  std::cout << "accelerators: " << accs.size() << " (" << cpus << " CPU)" << std::endl;
  // (Real hardware would also test !a.is_emulated; a software adapter such as WARP is emulated.)
  for (const accelerator& a : accs)
    if (a.get_device_path() != accelerator::cpu_accelerator) return a;
  return accelerator(accelerator::cpu_accelerator);
}

int main() {
  accelerator chosen = pick_accelerator();
  if (chosen.get_device_path() == accelerator::cpu_accelerator) {
    std::cout << "no hardware accelerator" << std::endl;
    return 1;
  }
  accelerator_view view = chosen.default_view;
  std::cout << "chosen is the default: " << (chosen == accelerator()) << ", doubles: " << chosen.supports_double_precision << std::endl;

  const int n = 1000;
  std::vector<int> a(n), b(n), sum(n, 0);
  for (int i = 0; i < n; i++) {
    a[i] = i;
    b[i] = 3 * i + 1;
  }
  array<int, 1> ga(n, view), gb(n, view);
  completion_future fa = copy_async(a.begin(), a.end(), ga);
  completion_future fb = copy_async(b.begin(), b.end(), gb);
  fa.wait();
  fb.get();

  array_view<const int, 1> va(ga), vb(gb);
  array_view<int, 1> vs(n, sum);
  vs.discard_data();
  parallel_for_each(view, vs.extent, [=](index<1> i) restrict(amp) { vs[i] = va[i] + vb[i]; });
  completion_future done = vs.synchronize_async();
  done.then([] { std::cout << "synchronized" << std::endl; });
  done.wait();

  int errors = 0;
  for (int i = 0; i < n; i++)
    if (sum[i] != 4 * i + 1) errors++;
  std::cout << "sum[999] = " << sum[n - 1] << std::endl;
  std::cout << (errors == 0 ? "PASSED" : "FAILED") << std::endl;
  return errors == 0 ? 0 : 1;
}
