// In the style of the C++ AMP fractal samples (Mandelbrot / Julia explorers): each pixel iterates
// z = z^2 + c on float_2 values, then a palette builds a float_4 colour through its .r .g .b .a
// channels and the rgb/xy swizzles, packed into unsigned RGBA words. fast_math and precise_math
// shade the escape count smoothly. Pixels whose count differs by float rounding at the set's edge
// are tolerated up to a small fraction, as the samples' verifiers do.
#include <amp.h>
#include <amp_math.h>
#include <amp_short_vectors.h>
#include <iostream>
#include <iomanip>
#include <vector>

using namespace concurrency;
using namespace concurrency::graphics;

static const int width = 96;
static const int height = 64;
static const int max_iterations = 128;

// Complex multiplication on float_2 (x: real part, y: imaginary part).
float_2 complex_square(const float_2& z) restrict(amp, cpu) {
  return float_2(z.x * z.x - z.y * z.y, 2.0f * z.x * z.y);
}

int escape_count(float_2 z, float_2 c) restrict(amp, cpu) {
  int n = 0;
  while (n < max_iterations && z.x * z.x + z.y * z.y <= 4.0f) {
    z = complex_square(z) + c;
    ++n;
  }
  return n;
}

// A palette: the count picks a blend of two colours; alpha stays opaque.
float_4 palette(int n) restrict(amp, cpu) {
  float_4 colour(0.0f, 0.0f, 0.0f, 1.0f);
  if (n >= max_iterations) return colour;
  float t = (float)n / (float)max_iterations;
  float_3 warm(1.0f, 0.5f, 0.125f);
  float_3 cool(0.125f, 0.25f, 1.0f);
  float_3 mixed = warm * t + cool * (1.0f - t);
  colour.rgb = mixed;
  colour.a = 1.0f;
  return colour;
}

unsigned int pack(const float_4& c) restrict(amp, cpu) {
  unsigned int r = (unsigned int)(c.r * 255.0f);
  unsigned int g = (unsigned int)(c.g * 255.0f);
  unsigned int b = (unsigned int)(c.b * 255.0f);
  unsigned int a = (unsigned int)(c.a * 255.0f);
  return (a << 24) | (b << 16) | (g << 8) | r;
}

struct julia_view {
  float_2 origin;   // the complex value at pixel (0, 0)
  float_2 step;     // the distance between pixels, per axis
  float_2 c;        // the Julia constant
};

void julia_amp(std::vector<unsigned int>& pixels, std::vector<int>& counts, const julia_view& view) {
  array_view<unsigned int, 2> image(height, width, pixels);
  array_view<int, 2> iterations(height, width, counts);
  image.discard_data();
  iterations.discard_data();
  float_2 origin = view.origin, step = view.step, c = view.c;
  parallel_for_each(image.extent, [=](index<2> idx) restrict(amp) {
    float_2 z = origin + float_2((float)idx[1], (float)idx[0]) * step;
    int n = escape_count(z, c);
    iterations[idx] = n;
    image[idx] = pack(palette(n));
  });
  image.synchronize();
  iterations.synchronize();
}

// The smooth shading the explorers use: a fractional count from log2 of the final magnitude.
void smooth_amp(std::vector<float>& shade, const julia_view& view) {
  array_view<float, 2> out(height, width, shade);
  out.discard_data();
  float_2 origin = view.origin, step = view.step, c = view.c;
  parallel_for_each(out.extent, [=](index<2> idx) restrict(amp) {
    float_2 z = origin + float_2((float)idx[1], (float)idx[0]) * step;
    int n = 0;
    while (n < 32 && fast_math::sqrtf(z.x * z.x + z.y * z.y) <= 2.0f) {
      z = complex_square(z) + c;
      ++n;
    }
    float magnitude = precise_math::sqrtf(z.x * z.x + z.y * z.y);
    float fractional = n < 32 ? (float)n + 1.0f - precise_math::log2f(precise_math::logf(magnitude)) : 32.0f;
    out[idx] = fast_math::fminf(fractional, 32.0f);
  });
  out.synchronize();
}

int main() {
  julia_view view;
  view.origin = float_2(-1.5f, -1.0f);
  view.step = float_2(3.0f / width, 2.0f / height);
  view.c = float_2(-0.8f, 0.156f);

  std::vector<unsigned int> pixels(width * height);
  std::vector<int> counts(width * height);
  julia_amp(pixels, counts, view);

  // The CPU computes the same image; counts near the set's edge may differ by rounding.
  int differing = 0;
  long long total = 0;
  int inside = 0;
  for (int y = 0; y < height; ++y) {
    for (int x = 0; x < width; ++x) {
      float_2 z = view.origin + float_2((float)x, (float)y) * view.step;
      int n = escape_count(z, view.c);
      if (n != counts[y * width + x]) ++differing;
      total += n;
      if (n >= max_iterations) ++inside;
    }
  }
  std::cout << "pixels: " << width * height << std::endl;
  std::cout << "differing counts within tolerance: " << (differing * 100 <= width * height ? "yes" : "no") << std::endl;
  std::cout << "inside the set (cpu): " << inside << std::endl;

  // Every pixel is opaque, and a pixel inside the set is black.
  bool opaque = true;
  bool black_inside = true;
  for (int i = 0; i < width * height; ++i) {
    if ((pixels[i] >> 24) != 255u) opaque = false;
    if (counts[i] >= max_iterations && (pixels[i] & 0xFFFFFFu) != 0u) black_inside = false;
  }
  std::cout << "opaque: " << (opaque ? "yes" : "no") << ", black inside: " << (black_inside ? "yes" : "no") << std::endl;

  // A few palette entries, computed on the host through the same helpers.
  for (int n : {0, 32, 64, 127, 128}) {
    float_4 c = palette(n);
    float_2 rg = c.xy;
    std::cout << "palette(" << n << ") = 0x" << std::hex << std::setw(8) << std::setfill('0') << pack(c) << std::dec << std::setfill(' ')
              << " rg=" << rg.x << "," << rg.y << " b=" << c.b << std::endl;
  }

  std::vector<float> shade(width * height);
  smooth_amp(shade, view);
  int bands[4] = {0, 0, 0, 0};
  for (float s : shade) {
    int band = s < 4.0f ? 0 : s < 8.0f ? 1 : s < 16.0f ? 2 : 3;
    bands[band]++;
  }
  // Band counts can move by a pixel or two with rounding; report them coarsely.
  std::cout << "shade bands (x10 pixels): ";
  for (int b : bands) std::cout << (b + 5) / 10 << " ";
  std::cout << std::endl;
  return 0;
}
