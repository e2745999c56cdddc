// Atomics on the elements of concurrency::array (captured by reference), of
// rank 1 and 2, addressed by index<N>, by subscripts and by operator().
#include <amp.h>
#include <iostream>
#include <vector>

using namespace concurrency;

int main() {
  const int rows = 6, cols = 40;
  std::vector<int> zeros(cols + 1, 0);
  // Element `cols` holds the largest value seen, times 1000.
  array<int, 1> column_sums(cols + 1, zeros.begin());
  array<unsigned, 2> marks(2, cols);
  std::vector<int> data(rows * cols);
  for (int i = 0; i < rows * cols; i++) data[i] = (i * 13) % 17 - 8;
  array_view<const int, 2> in(rows, cols, data);

  parallel_for_each(in.extent, [=, &column_sums, &marks](index<2> idx) restrict(amp) {
    atomic_fetch_add(&column_sums[idx[1]], in[idx]);
    atomic_fetch_or(&marks(idx[0] % 2, idx[1]), 1u << idx[0]);
    atomic_fetch_max(&column_sums(cols), in[idx] * 1000);
  });

  std::vector<int> sums = column_sums;
  for (int j = 0; j <= cols; j++) std::cout << sums[j] << (j == cols ? "\n" : " ");
  std::vector<unsigned> m(2 * cols);
  copy(marks, m.begin());
  for (int j = 0; j < 2 * cols; j++) std::cout << m[j] << (j == 2 * cols - 1 ? "\n" : " ");
  return 0;
}
