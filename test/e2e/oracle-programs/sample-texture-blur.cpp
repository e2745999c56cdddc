// In the style of the C++ AMP texture samples ("ImageFiltering", "Texture" on the Parallel
// Programming in Native Code blog): an RGBA image in a texture<float_4, 2>, a 3x3 box filter
// that reads the texture and writes another through a writeonly_texture_view, then a
// grey-scale conversion into an array_view. Pixel values are small integers, so the sums are exact.
#include <amp.h>
#include <amp_graphics.h>
#include <amp_short_vectors.h>
#include <iostream>
#include <iomanip>
#include <vector>
#include <numeric>

using namespace concurrency;
using namespace concurrency::graphics;

static const int rows = 24;
static const int cols = 32;

// The filter clamps at the border, as the samples' sampler-less kernels do.
inline int clamp_to(int v, int lo, int hi) restrict(amp, cpu) { return v < lo ? lo : (v > hi ? hi : v); }

float_4 box_filter_cpu(const std::vector<float_4>& img, int r, int c) {
  float_4 sum(0.0f);
  for (int dr = -1; dr <= 1; dr++)
    for (int dc = -1; dc <= 1; dc++) sum += img[clamp_to(r + dr, 0, rows - 1) * cols + clamp_to(c + dc, 0, cols - 1)];
  return sum;
}

int main() {
  std::vector<float_4> image(rows * cols);
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++)
      image[r * cols + c] = float_4(static_cast<float>((r * 7 + c) % 16), static_cast<float>((r + c * 3) % 16),
                                    static_cast<float>((r * c) % 16), 1.0f);

  texture<float_4, 2> input(rows, cols, image.begin(), image.end());
  texture<float_4, 2> output(rows, cols);
  writeonly_texture_view<float_4, 2> output_view(output);

  parallel_for_each(output.extent, [=, &input](index<2> idx) restrict(amp) {
    float_4 sum(0.0f);
    for (int dr = -1; dr <= 1; dr++) {
      for (int dc = -1; dc <= 1; dc++) {
        index<2> at(clamp_to(idx[0] + dr, 0, rows - 1), clamp_to(idx[1] + dc, 0, cols - 1));
        sum += input[at];
      }
    }
    output_view.set(idx, sum);
  });

  std::vector<float_4> filtered(rows * cols);
  copy(output, filtered.begin());

  // The grey level of each filtered pixel, weights in integers (r + 2g + b), from the texture again.
  std::vector<int> grey(rows * cols);
  array_view<int, 2> grey_view(rows, cols, grey);
  grey_view.discard_data();
  parallel_for_each(grey_view.extent, [=, &output](index<2> idx) restrict(amp) {
    float_4 p = output[idx];
    grey_view[idx] = static_cast<int>(p.x + 2.0f * p.y + p.z);
  });
  grey_view.synchronize();

  int mismatches = 0;
  long long checksum = 0;
  for (int r = 0; r < rows; r++) {
    for (int c = 0; c < cols; c++) {
      float_4 want = box_filter_cpu(image, r, c);
      float_4 got = filtered[r * cols + c];
      if (got.x != want.x || got.y != want.y || got.z != want.z || got.w != want.w) mismatches++;
      if (grey[r * cols + c] != static_cast<int>(want.x + 2.0f * want.y + want.z)) mismatches++;
      checksum += grey[r * cols + c];
    }
  }
  std::cout << "image " << rows << "x" << cols << ", alpha at the corner: " << filtered[0].w << std::endl;
  std::cout << "centre pixel: " << std::fixed << std::setprecision(1) << filtered[12 * cols + 16].x << " "
            << filtered[12 * cols + 16].y << " " << filtered[12 * cols + 16].z << std::endl;
  std::cout << "grey checksum: " << checksum << std::endl;
  std::cout << (mismatches == 0 ? "PASSED" : "FAILED") << std::endl;
  return mismatches == 0 ? 0 : 1;
}
