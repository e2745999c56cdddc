// A 2-D convolution in the style of the C++ AMP image-processing samples: the filter's weights
// travel into the kernel by value, once as a C array member of a captured struct and once as a
// captured std::array,
// the image is read through array_view<const float, 2>, and edges clamp to the border. An
// unsharp mask then combines the blurred image with the original, and a CPU loop checks both.
#include <amp.h>
#include <array>
#include <cmath>
#include <iostream>
#include <vector>

using namespace concurrency;

static const int rows = 48;
static const int cols = 40;
static const int radius = 2;
static const int taps = 2 * radius + 1;

int clamp_to(int v, int low, int high) restrict(amp, cpu) { return v < low ? low : (v > high ? high : v); }

// The filter's weights in a C array member of a small struct the lambda captures by value:
// a 5x5 binomial blur (weights sum to 256).
struct filter_2d {
  float weights[taps][taps];
};

void blur_c_array(array_view<const float, 2> in, array_view<float, 2> out) {
  filter_2d filter;
  const float row[taps] = {1.0f, 4.0f, 6.0f, 4.0f, 1.0f};
  for (int i = 0; i < taps; ++i)
    for (int j = 0; j < taps; ++j) filter.weights[i][j] = row[i] * row[j] / 256.0f;
  out.discard_data();
  parallel_for_each(out.extent, [=](index<2> idx) restrict(amp) {
    float sum = 0.0f;
    for (int dy = -radius; dy <= radius; ++dy) {
      for (int dx = -radius; dx <= radius; ++dx) {
        int y = clamp_to(idx[0] + dy, 0, rows - 1);
        int x = clamp_to(idx[1] + dx, 0, cols - 1);
        sum += filter.weights[dy + radius][dx + radius] * in(y, x);
      }
    }
    out[idx] = sum;
  });
}

// A separable edge filter whose taps come in a std::array, captured by value.
void gradient_std_array(array_view<const float, 2> in, array_view<float, 2> out, const std::array<float, taps>& derivative, const std::array<float, taps>& smoothing) {
  std::array<float, taps> d = derivative;
  std::array<float, taps> s = smoothing;
  out.discard_data();
  parallel_for_each(out.extent, [=](index<2> idx) restrict(amp) {
    float gx = 0.0f;
    float gy = 0.0f;
    for (int k = 0; k < taps; ++k) {
      int x = clamp_to(idx[1] + k - radius, 0, cols - 1);
      int y = clamp_to(idx[0] + k - radius, 0, rows - 1);
      gx += d[k] * in(idx[0], x);
      gy += d[k] * in(y, idx[1]);
    }
    float smooth = 0.0f;
    for (int k = 0; k < taps; ++k) smooth += s[k];
    out[idx] = (gx * gx + gy * gy) / smooth;
  });
}

float cpu_blur_at(const std::vector<float>& img, int r, int c) {
  const float row[taps] = {1.0f, 4.0f, 6.0f, 4.0f, 1.0f};
  float sum = 0.0f;
  for (int dy = -radius; dy <= radius; ++dy)
    for (int dx = -radius; dx <= radius; ++dx)
      sum += row[dy + radius] * row[dx + radius] / 256.0f * img[clamp_to(r + dy, 0, rows - 1) * cols + clamp_to(c + dx, 0, cols - 1)];
  return sum;
}

int main() {
  std::vector<float> image(rows * cols);
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) image[r * cols + c] = ((r / 8 + c / 8) % 2 == 0 ? 1.0f : 0.25f) + 0.01f * ((r * 3 + c * 5) % 7);

  std::vector<float> blurred(rows * cols), sharpened(rows * cols), edges(rows * cols);
  array_view<const float, 2> in(rows, cols, image);
  array_view<float, 2> blur_view(rows, cols, blurred);
  blur_c_array(in, blur_view);

  // The unsharp mask: original + amount * (original - blurred), through a const view of the blur.
  array_view<const float, 2> blur_in = blur_view;
  array_view<float, 2> sharp_view(rows, cols, sharpened);
  sharp_view.discard_data();
  const float amount = 1.5f;
  parallel_for_each(sharp_view.extent, [=](index<2> idx) restrict(amp) {
    sharp_view[idx] = in[idx] + amount * (in[idx] - blur_in[idx]);
  });
  sharp_view.synchronize();
  blur_view.synchronize();

  std::array<float, taps> derivative = {-1.0f, -2.0f, 0.0f, 2.0f, 1.0f};
  std::array<float, taps> smoothing = {1.0f, 4.0f, 6.0f, 4.0f, 1.0f};
  array_view<float, 2> edge_view(rows, cols, edges);
  gradient_std_array(in, edge_view, derivative, smoothing);
  edge_view.synchronize();

  float max_error = 0.0f;
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) max_error = std::fmax(max_error, std::fabs(cpu_blur_at(image, r, c) - blurred[r * cols + c]));
  std::cout << "blur matches the CPU: " << (max_error < 1e-4f ? "yes" : "no") << std::endl;

  double blur_sum = 0.0, sharp_sum = 0.0, image_sum = 0.0;
  for (int i = 0; i < rows * cols; ++i) {
    blur_sum += blurred[i];
    sharp_sum += sharpened[i];
    image_sum += image[i];
  }
  std::cout.precision(4);
  std::cout << "mean image " << image_sum / (rows * cols) << ", blurred " << blur_sum / (rows * cols) << ", sharpened " << sharp_sum / (rows * cols) << std::endl;

  int strong = 0;
  for (float e : edges) if (e > 0.05f) ++strong;
  std::cout << "strong edge pixels: " << strong << std::endl;
  std::cout << "edge at a checker corner (8,8): " << edges[8 * cols + 8] << ", inside a square (4,4): " << edges[4 * cols + 4] << std::endl;
  std::cout << "sharpened corner pixel (7,7): " << sharpened[7 * cols + 7] << std::endl;
  return 0;
}
