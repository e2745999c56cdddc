// array and array_view on the host and in kernels: construction without data, from
// iterators, over arrays and C arrays; host element access with ints and indices;
// host writes reaching later kernels; const views.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

int main() {
  const int n = 8;
  extent<1> e(n);
  array<float, 1> a(n);
  array<float, 1> b(e);
  array_view<float> ga(a);
  array_view<float, 1> gb(b);
  for (index<1> i(0); i[0] < n; i++) ga[i] = i[0] * 0.5f;
  parallel_for_each(e, [=](index<1> idx) restrict(amp) { gb[idx] = ga[idx] * 2.0f + 1.0f; });
  for (unsigned i = 0; i < n; i++) std::cout << gb[i] << ' ';
  std::cout << '\n';
  // A host write after a kernel is seen by the next kernel.
  gb[3] = 100.0f;
  parallel_for_each(e, [=](index<1> idx) restrict(amp) { ga[idx] = gb[idx] - 1.0f; });
  std::cout << ga[3] << ' ' << a[3] << ' ' << a(2) << '\n';

  // array from iterators: (n, first), (extent, first, last), a C array.
  std::vector<int> v(n);
  for (int i = 0; i < n; i++) v[i] = i * i;
  array<int, 1> count(n, v.begin());
  array<int, 1> count2(e, v.begin(), v.end());
  int c[6] = {6, 5, 4, 3, 2, 1};
  extent<2> e23(2, 3);
  array<int, 2> fromC(e23, c);
  array_view<int, 2> viewC(fromC);
  parallel_for_each(count.extent, [&count, &count2](index<1> idx) restrict(amp) { count[idx] += count2[idx]; });
  for (int i = 0; i < n; i++) std::cout << count[i] << ' ';
  std::cout << '\n';
  std::cout << viewC(1, 2) << ' ' << viewC[index<2>(0, 1)] << ' ' << fromC(1, 0) << ' ' << viewC.get_extent()[1] << '\n';

  // A rank-2 view over a C array, written by a kernel, read with (i, j) and [idx].
  int grid[10] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
  extent<2> e52(5, 2);
  array_view<int, 2> av(e52, grid);
  parallel_for_each(av.get_extent(), [=](index<2> idx) restrict(amp) { av[idx] -= 1; });
  int sum = 0;
  for (int i = 0; i < av.get_extent()[0]; i++)
    for (int j = 0; j < av.extent[1]; j++) sum += av(i, j) * (i + 1);
  std::cout << sum << ' ' << av[index<2>(4, 1)] << '\n';
  av.synchronize();
  std::cout << grid[0] << ' ' << grid[9] << '\n';

  // A view made without data, and a const view reading it.
  array_view<int, 1> scratch(4);
  array_view<const int, 1> readOnly(scratch);
  parallel_for_each(scratch.extent, [=](index<1> idx) restrict(amp) { scratch[idx] = idx[0] * 3; });
  array_view<int, 1> out(4);
  parallel_for_each(out.extent, [=](index<1> idx) restrict(amp) { out[idx] = readOnly[idx] + readOnly[3 - idx[0]]; });
  std::cout << out[0] << ' ' << out[1] << ' ' << readOnly[2] << '\n';
  return 0;
}
