// In the style of Microsoft's C++ AMP "Convolution" sample: a separable filter applied as a row
// pass and a column pass, each tile loading its block plus a halo of RADIUS elements on either
// side into tile_static memory; templated over the tile size as the sample is. Integer data and
// integer weights keep the results exact; a CPU reference checks both passes.
#include <amp.h>
#include <iostream>
#include <vector>
#include <algorithm>
#include <numeric>
#include <assert.h>

using namespace concurrency;

#define RADIUS 3
static const int weights[2 * RADIUS + 1] = {1, 2, 3, 4, 3, 2, 1};

template <int TILE_SIZE>
void convolution_rows(const array_view<const int, 2>& input, const array_view<int, 2>& output,
                      const array_view<const int, 1>& filter) {
  static_assert(TILE_SIZE > 2 * RADIUS, "the halo must fit in the tile");
  const int width = input.extent[1];
  parallel_for_each(output.extent.tile<1, TILE_SIZE>(), [=](tiled_index<1, TILE_SIZE> tidx) restrict(amp) {
    tile_static int row[TILE_SIZE + 2 * RADIUS];
    const int r = tidx.global[0];
    const int c = tidx.global[1];
    const int l = tidx.local[1];
    // Each thread loads its own element; the first RADIUS threads also load the halo on both sides.
    row[l + RADIUS] = input(r, c);
    if (l < RADIUS) {
      int left = c - RADIUS;
      int right = c + TILE_SIZE;
      row[l] = left >= 0 ? input(r, left) : 0;
      row[l + TILE_SIZE + RADIUS] = right < width ? input(r, right) : 0;
    }
    tidx.barrier.wait();
    int sum = 0;
    for (int k = -RADIUS; k <= RADIUS; k++) sum += filter[k + RADIUS] * row[l + RADIUS + k];
    output[tidx.global] = sum;
  });
}

template <int TILE_SIZE>
void convolution_columns(const array_view<const int, 2>& input, const array_view<int, 2>& output,
                         const array_view<const int, 1>& filter) {
  const int height = input.extent[0];
  parallel_for_each(output.extent.tile<TILE_SIZE, 1>(), [=](tiled_index<TILE_SIZE, 1> tidx) restrict(amp) {
    tile_static int column[TILE_SIZE + 2 * RADIUS];
    const int r = tidx.global[0];
    const int c = tidx.global[1];
    const int l = tidx.local[0];
    column[l + RADIUS] = input(r, c);
    if (l < RADIUS) {
      int top = r - RADIUS;
      int bottom = r + TILE_SIZE;
      column[l] = top >= 0 ? input(top, c) : 0;
      column[l + TILE_SIZE + RADIUS] = bottom < height ? input(bottom, c) : 0;
    }
    tidx.barrier.wait();
    int sum = 0;
    for (int k = -RADIUS; k <= RADIUS; k++) sum += filter[k + RADIUS] * column[l + RADIUS + k];
    output[tidx.global] = sum;
  });
}

// The CPU reference: one pass along one dimension, zero outside the image.
std::vector<int> convolve_cpu(const std::vector<int>& in, int height, int width, bool along_rows) {
  std::vector<int> out(in.size());
  for (int r = 0; r < height; r++) {
    for (int c = 0; c < width; c++) {
      int sum = 0;
      for (int k = -RADIUS; k <= RADIUS; k++) {
        int rr = along_rows ? r : r + k;
        int cc = along_rows ? c + k : c;
        if (rr >= 0 && rr < height && cc >= 0 && cc < width) sum += weights[k + RADIUS] * in[rr * width + cc];
      }
      out[r * width + c] = sum;
    }
  }
  return out;
}

int main() {
  const int height = 32, width = 64;
  std::vector<int> image(height * width);
  for (int i = 0; i < height * width; i++) image[i] = (i * 37 + 11) % 23 - 11;

  std::vector<int> filter_data(weights, weights + _countof(weights));
  array_view<const int, 1> filter(static_cast<int>(filter_data.size()), filter_data);
  array_view<const int, 2> input(height, width, image);
  std::vector<int> temp(height * width), result(height * width);
  array_view<int, 2> temp_view(height, width, temp);
  array_view<int, 2> result_view(height, width, result);
  temp_view.discard_data();
  result_view.discard_data();

  convolution_rows<16>(input, temp_view, filter);
  convolution_columns<8>(temp_view, result_view, filter);
  result_view.synchronize();
  temp_view.synchronize();

  std::vector<int> expected_rows = convolve_cpu(image, height, width, true);
  std::vector<int> expected = convolve_cpu(expected_rows, height, width, false);
  bool rows_ok = std::equal(temp.begin(), temp.end(), expected_rows.begin());
  bool all_ok = std::equal(result.begin(), result.end(), expected.begin());

  std::cout << "filter taps: " << filter_data.size() << ", sum of weights: "
            << std::accumulate(filter_data.begin(), filter_data.end(), 0) << std::endl;
  std::cout << "row pass: " << (rows_ok ? "PASSED" : "FAILED") << std::endl;
  std::cout << "result[5][7] = " << result[5 * width + 7] << ", result[31][63] = " << result[31 * width + 63] << std::endl;
  std::cout << "min " << *std::min_element(result.begin(), result.end()) << ", max "
            << *std::max_element(result.begin(), result.end()) << std::endl;
  std::cout << (all_ok ? "PASSED" : "FAILED") << std::endl;
  return all_ok ? 0 : 1;
}
