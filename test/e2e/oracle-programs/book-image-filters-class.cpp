// Cartoonizer-style image processing: an Image class owning packed RGBA pixels, a Color type
// with restrict(amp, cpu) packing helpers, a blur and an edge filter on the accelerator, and a
// color-quantising pass checked against the CPU.
#include <amp.h>
#include <algorithm>
#include <iomanip>
#include <iostream>
#include <memory>
#include <numeric>
#include <vector>
using namespace concurrency;

struct Color {
  int r, g, b;
  Color() restrict(amp, cpu) : r(0), g(0), b(0) {}
  Color(int r_, int g_, int b_) restrict(amp, cpu) : r(r_), g(g_), b(b_) {}
  static Color unpack(unsigned p) restrict(amp, cpu) { return Color(p & 0xFF, (p >> 8) & 0xFF, (p >> 16) & 0xFF); }
  unsigned pack() const restrict(amp, cpu) { return unsigned(r) | (unsigned(g) << 8) | (unsigned(b) << 16) | 0xFF000000u; }
  int luma() const restrict(amp, cpu) { return (r * 77 + g * 150 + b * 29) >> 8; }
  Color quantised(int levels) const restrict(amp, cpu) {
    int step = 256 / levels;
    return Color(r / step * step, g / step * step, b / step * step);
  }
};

class Image {
public:
  Image(int w, int h) : width_(w), height_(h), pixels_(w * h) {}
  int width() const { return width_; }
  int height() const { return height_; }
  std::vector<unsigned>& pixels() { return pixels_; }
  const std::vector<unsigned>& pixels() const { return pixels_; }
  unsigned checksum() const {
    return std::accumulate(pixels_.begin(), pixels_.end(), 0u, [](unsigned acc, unsigned p) { return acc * 31u + p; });
  }

private:
  int width_, height_;
  std::vector<unsigned> pixels_;
};

std::unique_ptr<Image> makeTestImage(int w, int h) {
  Image* img = new Image(w, h);
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      Color c((x * 255) / (w - 1), (y * 255) / (h - 1), ((x + y) % 16) * 16);
      if ((x / 8 + y / 8) % 2 == 0) c = Color(c.r / 2, c.g / 2, 200);
      img->pixels()[y * w + x] = c.pack();
    }
  return std::unique_ptr<Image>(img);
}

void blur(const Image& in, Image& out) {
  array_view<const unsigned, 2> src(in.height(), in.width(), in.pixels());
  array_view<unsigned, 2> dst(out.height(), out.width(), out.pixels());
  dst.discard_data();
  int h = in.height(), w = in.width();
  parallel_for_each(dst.extent, [=](index<2> idx) restrict(amp) {
    int r = 0, g = 0, b = 0, count = 0;
    for (int dy = -1; dy <= 1; dy++)
      for (int dx = -1; dx <= 1; dx++) {
        int y = idx[0] + dy, x = idx[1] + dx;
        if (y >= 0 && y < h && x >= 0 && x < w) {
          Color c = Color::unpack(src(y, x));
          r += c.r; g += c.g; b += c.b; count++;
        }
      }
    dst[idx] = Color(r / count, g / count, b / count).pack();
  });
  dst.synchronize();
}

void edges(const Image& in, Image& out, int threshold) {
  array_view<const unsigned, 2> src(in.height(), in.width(), in.pixels());
  array_view<unsigned, 2> dst(out.height(), out.width(), out.pixels());
  dst.discard_data();
  parallel_for_each(dst.extent, [=](index<2> idx) restrict(amp) {
    int y = idx[0], x = idx[1];
    Color c = Color::unpack(src[idx]);
    bool edge = false;
    if (y > 0 && x > 0) {
      int gx = Color::unpack(src(y, x - 1)).luma() - c.luma();
      int gy = Color::unpack(src(y - 1, x)).luma() - c.luma();
      edge = gx * gx + gy * gy > threshold * threshold;
    }
    dst[idx] = edge ? Color(0, 0, 0).pack() : c.quantised(4).pack();
  });
  dst.synchronize();
}

int main() {
  auto image = makeTestImage(48, 32);
  Image blurred(48, 32), cartoon(48, 32);
  blur(*image, blurred);
  edges(blurred, cartoon, 24);

  Image cpuQuant(48, 32);
  std::transform(blurred.pixels().begin(), blurred.pixels().end(), cpuQuant.pixels().begin(), [](unsigned p) { return Color::unpack(p).quantised(4).pack(); });
  int black = static_cast<int>(std::count(cartoon.pixels().begin(), cartoon.pixels().end(), Color(0, 0, 0).pack()));
  int agree = 0, others = 0;
  for (size_t i = 0; i < cartoon.pixels().size(); i++) {
    if (cartoon.pixels()[i] == Color(0, 0, 0).pack()) continue;
    others++;
    agree += cartoon.pixels()[i] == cpuQuant.pixels()[i];
  }
  std::cout << "edge pixels: " << black << std::endl;
  std::cout << "quantised pixels matching the CPU: " << agree << " of " << others << std::endl;
  std::cout << std::hex << "checksums: " << image->checksum() << " " << blurred.checksum() << " " << cartoon.checksum() << std::dec << std::endl;
  Color mid = Color::unpack(cartoon.pixels()[16 * 48 + 20]);
  std::cout << "pixel (20,16): " << mid.r << "," << mid.g << "," << mid.b << std::endl;
  return 0;
}
