// concurrency::array made on an accelerator_view: every constructor form that takes one, a
// staging array (on the CPU accelerator's view, associated with the GPU's), copies between them,
// get_accelerator_view() and get_associated_accelerator_view(), and kernels over the arrays.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

int main() {
  accelerator acc;
  accelerator_view view = acc.get_default_view();
  accelerator_view other = acc.create_view();
  accelerator_view cpu = accelerator(accelerator::cpu_accelerator).get_default_view();

  std::vector<int> src(8);
  for (int i = 0; i < 8; i++) src[i] = i * i;

  array<int, 1> a(8, view);                                // (size, view)
  array<int, 1> b(extent<1>(8), src.begin(), src.end(), view);  // (extent, first, last, view)
  array<int, 1> c(extent<1>(8), src.begin(), other);       // (extent, first, view)
  array<int, 2> d(2, 4, view);                             // (size, size, view)
  array<int, 1> staging(extent<1>(8), cpu, view);          // staging arrays
  array<int, 2> staging2(extent<2>(2, 4), cpu, view);
  array<int, 1> plain(8);                                  // on the default view

  std::cout << (a.get_accelerator_view() == view) << (c.get_accelerator_view() == other)
            << (c.get_accelerator_view() == view) << (staging.get_accelerator_view() == cpu)
            << (staging.get_associated_accelerator_view() == view) << (b.get_associated_accelerator_view() == view)
            << (plain.get_accelerator_view() == acc.get_default_view()) << "\n";
  std::cout << (staging.get_accelerator_view().get_accelerator() == accelerator(accelerator::cpu_accelerator)) << "\n";

  // The staging array is written on the host and copied to the GPU's array.
  for (int i = 0; i < 8; i++) staging[i] = 100 + i;
  copy(staging, a);
  parallel_for_each(view, a.get_extent(), [&a, &b, &c](index<1> i) restrict(amp) {
    a[i] += b[i] * 2 + c[i];
  });
  parallel_for_each(d.get_extent(), [&d, &a](index<2> i) restrict(amp) {
    d[i] = a[i[0] * 4 + i[1]] - i[0];
  });
  copy(d, staging2);
  std::vector<int> out = a;
  for (int v : out) std::cout << v << " ";
  std::cout << "\n";
  for (int i = 0; i < 8; i++) std::cout << staging2(i / 4, i % 4) << " ";
  std::cout << "\n";
  // A copy of an array is on the same view.
  array<int, 1> copied(c);
  std::cout << (copied.get_accelerator_view() == other) << " " << copied[7] << "\n";
  return 0;
}
