// Views over the same data, as the blog's array_view posts show them: view_as to reshape a 1-D
// array into rows, reinterpret_as to see float bits as integers, section and projection to
// take parts, and extent::tile<>() with pad() and truncate() to cover an extent that is not a
// multiple of the tile, the padded threads testing the bounds themselves.
#include <amp.h>
#include <iostream>
#include <vector>
#include <numeric>

using namespace concurrency;

static const int TS = 16;

int main() {
  const int rows = 10, cols = 12;
  std::vector<int> data(rows * cols);
  std::iota(data.begin(), data.end(), 0);

  // A 1-D view reshaped into rows x cols; each element becomes its row number times 1000 plus itself.
  array_view<int, 1> flat(rows * cols, data);
  array_view<int, 2> grid = flat.view_as(extent<2>(rows, cols));
  parallel_for_each(grid.extent, [=](index<2> idx) restrict(amp) { grid[idx] += 1000 * idx[0]; });
  grid.synchronize();
  std::cout << "grid[3][4] = " << data[3 * cols + 4] << ", grid[9][11] = " << data[9 * cols + 11] << std::endl;

  // A row by projection, a block by section.
  array_view<int, 1> row5 = grid[5];
  array_view<int, 2> block = grid.section(index<2>(2, 3), extent<2>(4, 5));
  parallel_for_each(block.extent, [=](index<2> idx) restrict(amp) { block[idx] = -block[idx]; });
  int row_sum = 0;
  for (int c = 0; c < cols; c++) row_sum += row5(c);
  std::cout << "row 5 sum: " << row_sum << ", block origin " << grid(2, 3) << ", block end " << grid(5, 7)
            << ", outside " << grid(6, 7) << std::endl;

  // The bits of floats as unsigned integers: the sign, exponent and mantissa of each.
  std::vector<float> values = {1.0f, -2.0f, 0.5f, 3.0f, 0.0f, -0.25f, 1024.0f, 0.75f};
  array<float, 1> floats(static_cast<int>(values.size()), values.begin());
  array_view<unsigned int, 1> bits = floats.reinterpret_as<unsigned int>();
  std::vector<int> exponents(values.size());
  array_view<int, 1> exp_view(static_cast<int>(values.size()), exponents);
  exp_view.discard_data();
  parallel_for_each(bits.extent, [=](index<1> i) restrict(amp) {
    unsigned int b = bits[i];
    exp_view[i] = b == 0 ? 0 : static_cast<int>((b >> 23) & 0xFF) - 127;
    bits[i] = b ^ 0x80000000u;  // flip the sign through the integer view
  });
  exp_view.synchronize();
  std::vector<float> negated(values.size());
  copy(floats, negated.begin());
  std::cout << "exponents:";
  for (int e : exponents) std::cout << " " << e;
  std::cout << std::endl << "negated:";
  for (float f : negated) std::cout << " " << f;
  std::cout << std::endl;

  // An extent that is not a multiple of the tile: pad() runs extra threads, truncate() fewer.
  const int n = 100;
  std::vector<int> counts(n, 0);
  array_view<int, 1> counts_view(n, counts);
  extent<1> e(n);
  tiled_extent<TS> padded = e.tile<TS>().pad();
  tiled_extent<TS> truncated = e.tile<TS>().truncate();
  std::cout << "padded " << padded[0] << ", truncated " << truncated[0] << std::endl;
  parallel_for_each(padded, [=](tiled_index<TS> t) restrict(amp) {
    if (t.global[0] < n) counts_view[t.global] += 1;
  });
  parallel_for_each(truncated, [=](tiled_index<TS> t) restrict(amp) { counts_view[t.global] += 10; });
  // The elements truncate() left out, done as a tail the way the samples finish them.
  int tail_start = truncated[0];
  parallel_for_each(extent<1>(n - tail_start), [=](index<1> i) restrict(amp) { counts_view[i + tail_start] += 100; });
  counts_view.synchronize();
  int ones = 0, elevens = 0, hundred_ones = 0;
  for (int c : counts) {
    if (c == 1) ones++;
    if (c == 11) elevens++;
    if (c == 101) hundred_ones++;
  }
  std::cout << "counts: " << elevens << " x 11, " << hundred_ones << " x 101, " << ones << " x 1" << std::endl;
  bool ok = elevens == truncated[0] && hundred_ones == n - truncated[0] && ones == 0;
  std::cout << (ok ? "PASSED" : "FAILED") << std::endl;
  return ok ? 0 : 1;
}
