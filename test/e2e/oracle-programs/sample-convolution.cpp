// In the style of the C++ AMP "Convolution" sample: a separable Gaussian filter, the row pass and
// the column pass each a tiled kernel over tiled_extent::pad() that stages its tile and the
// filter's apron in tile_static memory. The radius and tile size are template parameters; the
// CPU filters the same image and the results must agree within a tolerance.
#include <amp.h>
#include <amp_math.h>
#include <iostream>
#include <vector>
#include <cmath>

using namespace concurrency;

template <int Radius>
std::vector<float> gaussian_weights(float sigma) {
  std::vector<float> w(2 * Radius + 1);
  float sum = 0.0f;
  for (int i = -Radius; i <= Radius; i++) sum += w[i + Radius] = std::exp(-(i * i) / (2.0f * sigma * sigma));
  for (float& x : w) x /= sum;
  return w;
}

template <int TileSize, int Radius>
void convolve_rows(const array_view<const float, 2>& in, const array_view<const float, 1>& weights, const array_view<float, 2>& out) {
  static_assert(TileSize > 2 * Radius, "the tile must be wider than the filter's apron");
  const int rows = in.extent[0], cols = in.extent[1];
  out.discard_data();
  parallel_for_each(in.extent.template tile<1, TileSize>().pad(), [=](tiled_index<1, TileSize> t) restrict(amp) {
    tile_static float line[TileSize + 2 * Radius];
    const int row = t.global[0];
    const int col = t.global[1];
    const int lx = t.local[1];
    // Each thread loads its pixel; the first 2*Radius threads also load the apron's pixels.
    const int r = direct3d::clamp(row, 0, rows - 1);
    line[lx + Radius] = in(r, direct3d::clamp(col, 0, cols - 1));
    if (lx < Radius) line[lx] = in(r, direct3d::clamp(col - Radius, 0, cols - 1));
    if (lx >= TileSize - Radius) line[lx + 2 * Radius] = in(r, direct3d::clamp(col + Radius, 0, cols - 1));
    t.barrier.wait_with_tile_static_memory_fence();
    if (row < rows && col < cols) {
      float sum = 0.0f;
      for (int k = -Radius; k <= Radius; k++) sum += line[lx + Radius + k] * weights[k + Radius];
      out(row, col) = sum;
    }
  });
}

template <int TileSize, int Radius>
void convolve_columns(const array_view<const float, 2>& in, const array_view<const float, 1>& weights, const array_view<float, 2>& out) {
  const int rows = in.extent[0], cols = in.extent[1];
  out.discard_data();
  parallel_for_each(in.extent.template tile<TileSize, 1>().pad(), [=](tiled_index<TileSize, 1> t) restrict(amp) {
    tile_static float column[TileSize + 2 * Radius];
    const int row = t.global[0];
    const int col = t.global[1];
    const int ly = t.local[0];
    const int c = direct3d::clamp(col, 0, cols - 1);
    column[ly + Radius] = in(direct3d::clamp(row, 0, rows - 1), c);
    if (ly < Radius) column[ly] = in(direct3d::clamp(row - Radius, 0, rows - 1), c);
    if (ly >= TileSize - Radius) column[ly + 2 * Radius] = in(direct3d::clamp(row + Radius, 0, rows - 1), c);
    t.barrier.wait_with_tile_static_memory_fence();
    if (row < rows && col < cols) {
      float sum = 0.0f;
      for (int k = -Radius; k <= Radius; k++) sum += column[ly + Radius + k] * weights[k + Radius];
      out(row, col) = sum;
    }
  });
}

template <int Radius>
std::vector<float> convolve_cpu(const std::vector<float>& img, int rows, int cols, const std::vector<float>& w) {
  auto clamp = [](int v, int hi) { return v < 0 ? 0 : (v > hi ? hi : v); };
  std::vector<float> tmp(img.size()), out(img.size());
  for (int y = 0; y < rows; y++)
    for (int x = 0; x < cols; x++) {
      float s = 0.0f;
      for (int k = -Radius; k <= Radius; k++) s += img[y * cols + clamp(x + k, cols - 1)] * w[k + Radius];
      tmp[y * cols + x] = s;
    }
  for (int y = 0; y < rows; y++)
    for (int x = 0; x < cols; x++) {
      float s = 0.0f;
      for (int k = -Radius; k <= Radius; k++) s += tmp[clamp(y + k, rows - 1) * cols + x] * w[k + Radius];
      out[y * cols + x] = s;
    }
  return out;
}

template <int TileSize, int Radius>
bool run(int rows, int cols) {
  std::vector<float> img(rows * cols);
  for (int i = 0; i < rows * cols; i++) img[i] = static_cast<float>((i * 37) % 101) / 100.0f;
  std::vector<float> w = gaussian_weights<Radius>(Radius / 2.0f + 0.5f);
  std::vector<float> tmp(rows * cols), result(rows * cols);
  array_view<const float, 2> in(rows, cols, img);
  array_view<const float, 1> weights(static_cast<int>(w.size()), w);
  array_view<float, 2> mid(rows, cols, tmp);
  array_view<float, 2> out(rows, cols, result);
  convolve_rows<TileSize, Radius>(in, weights, mid);
  convolve_columns<TileSize, Radius>(mid, weights, out);
  out.synchronize();
  std::vector<float> expected = convolve_cpu<Radius>(img, rows, cols, w);
  float max_err = 0.0f;
  for (int i = 0; i < rows * cols; i++) max_err = std::fmax(max_err, std::fabs(expected[i] - result[i]));
  bool ok = max_err < 1e-4f;
  std::cout << rows << "x" << cols << ", tile " << TileSize << ", radius " << Radius << ": " << (ok ? "PASSED" : "FAILED") << std::endl;
  return ok;
}

int main() {
  bool ok = run<32, 3>(50, 70);
  ok = run<16, 5>(33, 64) && ok;
  ok = run<64, 7>(40, 129) && ok;
  return ok ? 0 : 1;
}
