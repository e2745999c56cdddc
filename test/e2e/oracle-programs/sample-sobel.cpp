// Image filters in the style of the C++ AMP imaging samples: a grayscale conversion and a Sobel
// edge detector over packed RGBA pixels in array<unsigned, 2>, a tiled 3x3 box blur that stages
// its tile plus a one-pixel apron in a 2-D tile_static array, and the same blur on a
// graphics::texture. The CPU computes each result too; integer images must match exactly.
#include <amp.h>
#include <amp_graphics.h>
#include <amp_math.h>
#include <iostream>
#include <vector>

using namespace concurrency;
using namespace concurrency::graphics;

#define W 96
#define H 64
#define TS 16

inline unsigned gray_of(unsigned rgba) restrict(amp, cpu) {
  unsigned r = rgba & 0xFF, g = (rgba >> 8) & 0xFF, b = (rgba >> 16) & 0xFF;
  return (r * 77 + g * 150 + b * 29) >> 8;
}

inline int clampi(int v, int lo, int hi) restrict(amp, cpu) { return v < lo ? lo : (v > hi ? hi : v); }

// A pixel of the image, the edges clamped.
inline int at(const array<unsigned, 2>& img, int y, int x) restrict(amp) { return static_cast<int>(img(clampi(y, 0, H - 1), clampi(x, 0, W - 1))); }

unsigned sobel_at(const std::vector<unsigned>& g, int y, int x) {
  auto at = [&](int yy, int xx) { return static_cast<int>(g[clampi(yy, 0, H - 1) * W + clampi(xx, 0, W - 1)]); };
  int gx = -at(y - 1, x - 1) - 2 * at(y, x - 1) - at(y + 1, x - 1) + at(y - 1, x + 1) + 2 * at(y, x + 1) + at(y + 1, x + 1);
  int gy = -at(y - 1, x - 1) - 2 * at(y - 1, x) - at(y - 1, x + 1) + at(y + 1, x - 1) + 2 * at(y + 1, x) + at(y + 1, x + 1);
  int m = (gx < 0 ? -gx : gx) + (gy < 0 ? -gy : gy);
  return static_cast<unsigned>(m > 255 ? 255 : m);
}

int main() {
  std::vector<unsigned> image(W * H);
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++) {
      unsigned r = (x * 5 + y * 3) & 0xFF, g = ((x - 40) * (x - 40) + (y - 30) * (y - 30) < 400) ? 220 : 30, b = (x ^ y) & 0xFF;
      image[y * W + x] = 0xFF000000u | (b << 16) | (g << 8) | r;
    }

  // Grayscale, then Sobel, each a kernel over the whole image.
  array<unsigned, 2> src(H, W, image.begin());
  array<unsigned, 2> gray(H, W), edges(H, W);
  parallel_for_each(src.extent, [&src, &gray](index<2> idx) restrict(amp) { gray[idx] = gray_of(src[idx]); });
  parallel_for_each(gray.extent, [&gray, &edges](index<2> idx) restrict(amp) {
    const int y = idx[0], x = idx[1];
    int gx = -at(gray, y - 1, x - 1) - 2 * at(gray, y, x - 1) - at(gray, y + 1, x - 1) + at(gray, y - 1, x + 1) + 2 * at(gray, y, x + 1) + at(gray, y + 1, x + 1);
    int gy = -at(gray, y - 1, x - 1) - 2 * at(gray, y - 1, x) - at(gray, y - 1, x + 1) + at(gray, y + 1, x - 1) + 2 * at(gray, y + 1, x) + at(gray, y + 1, x + 1);
    int m = direct3d::abs(gx) + direct3d::abs(gy);
    edges[idx] = static_cast<unsigned>(direct3d::clamp(m, 0, 255));
  });
  std::vector<unsigned> g_host(W * H), e_amp(W * H);
  copy(gray, g_host.begin());
  copy(edges, e_amp.begin());
  int bad = 0;
  for (int i = 0; i < W * H; i++) if (g_host[i] != gray_of(image[i])) bad++;
  std::cout << "grayscale: " << (bad == 0 ? "PASSED" : "FAILED") << std::endl;
  bad = 0;
  unsigned strong = 0;
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++) {
      if (e_amp[y * W + x] != sobel_at(g_host, y, x)) bad++;
      if (e_amp[y * W + x] > 128) strong++;
    }
  std::cout << "sobel: " << (bad == 0 ? "PASSED" : "FAILED") << ", strong edges " << strong << std::endl;

  // A tiled 3x3 box blur of the gray image: each tile loads (TS+2)^2 pixels into tile_static memory.
  array_view<const unsigned, 2> in(gray);
  std::vector<unsigned> blurred(W * H);
  array_view<unsigned, 2> out(H, W, blurred);
  out.discard_data();
  parallel_for_each(out.extent.tile<TS, TS>(), [=](tiled_index<TS, TS> t) restrict(amp) {
    tile_static unsigned tile[TS + 2][TS + 2];
    const int ly = t.local[0], lx = t.local[1];
    for (int yy = ly; yy < TS + 2; yy += TS)
      for (int xx = lx; xx < TS + 2; xx += TS) {
        int gy = clampi(t.tile_origin[0] + yy - 1, 0, H - 1);
        int gx = clampi(t.tile_origin[1] + xx - 1, 0, W - 1);
        tile[yy][xx] = in(gy, gx);
      }
    t.barrier.wait_with_tile_static_memory_fence();
    unsigned sum = 0;
    for (int dy = 0; dy < 3; dy++)
      for (int dx = 0; dx < 3; dx++) sum += tile[ly + dy][lx + dx];
    out[t.global] = sum / 9;
  });
  out.synchronize();
  bad = 0;
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++) {
      unsigned s = 0;
      for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++) s += g_host[clampi(y + dy, 0, H - 1) * W + clampi(x + dx, 0, W - 1)];
      if (blurred[y * W + x] != s / 9) bad++;
    }
  std::cout << "tiled box blur: " << (bad == 0 ? "PASSED" : "FAILED") << std::endl;

  // The same blur reading a texture<unsigned, 2> and writing through a writeonly_texture_view.
  texture<unsigned, 2> tex_in(H, W, g_host.begin(), g_host.end());
  texture<unsigned, 2> tex_out(H, W);
  writeonly_texture_view<unsigned, 2> wv(tex_out);
  parallel_for_each(tex_in.extent, [&tex_in, wv](index<2> idx) restrict(amp) {
    unsigned s = 0;
    for (int dy = -1; dy <= 1; dy++)
      for (int dx = -1; dx <= 1; dx++) s += tex_in(clampi(idx[0] + dy, 0, H - 1), clampi(idx[1] + dx, 0, W - 1));
    wv.set(idx, s / 9);
  });
  std::vector<unsigned> from_tex(W * H);
  copy(tex_out, from_tex.begin());
  std::cout << "texture box blur: " << (from_tex == blurred ? "PASSED" : "FAILED") << std::endl;
  return 0;
}
