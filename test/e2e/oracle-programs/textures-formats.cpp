// Texel formats below 32 bits (bits_per_scalar_element 8 and 16): rgba8unorm, rgba8snorm,
// rgba8sint, rgba16uint, rgba16float; texels are stored at the format's precision and read back
// so. Also texture_view<const T, N> (read-only) and texture_view<T, N> (read and write).
#include <amp.h>
#include <amp_graphics.h>
#include <cstdio>
#include <vector>
using namespace concurrency;
using namespace concurrency::graphics;

int main() {
  const int h = 2, w = 3;
  // unorm_4 at 8 bits: each channel is k / 255.
  std::vector<unorm_4> colors;
  for (int i = 0; i < h * w; i++) colors.push_back(unorm_4(i * 0.1f, 1.0f - i * 0.15f, 0.5f, 0.25f));
  texture<unorm_4, 2> image(h, w, 8u);
  copy(colors.begin(), colors.end(), image);
  texture_view<const unorm_4, 2> src(image);
  texture<norm_4, 2> inverted(extent<2>(h, w), 8);
  writeonly_texture_view<norm_4, 2> dst(inverted);
  texture<int_4, 2> bytes(h, w, 8);
  writeonly_texture_view<int_4, 2> bytesOut(bytes);
  parallel_for_each(image.extent, [src, dst, bytesOut](index<2> idx) restrict(amp) {
    unorm_4 c = src[idx];
    // 0.43f, not 0.5f or 0.45f: no result lies within a few hundredths of a step of halfway between two
    // snorm steps, which GPUs may round either way (Vulkan allows it).
    dst.set(idx, norm_4((float)c.x - 1.0f, 0.43f - (float)c.y, (float)c.z - (float)c.w, (float)c.w));
    bytesOut.set(idx, int_4((int)(c.x * 100.0f), idx[0] - 3, idx[1] * 40, -128));
  });
  std::vector<norm_4> n(h * w);
  copy(inverted, n.begin());
  std::vector<int_4> b(h * w);
  copy(bytes, b.begin());
  std::vector<unorm_4> back(h * w);
  copy(image, back.begin());
  for (int i = 0; i < h * w; i++) {
    std::printf("%d: unorm %d %d %d %d | norm %.4f %.4f %.4f %.4f | int %d %d %d %d\n", i,
                (int)(back[i].x * 255.0f + 0.5f), (int)(back[i].y * 255.0f + 0.5f), (int)(back[i].z * 255.0f + 0.5f), (int)(back[i].w * 255.0f + 0.5f),
                (float)n[i].x, (float)n[i].y, (float)n[i].z, (float)n[i].w, b[i].x, b[i].y, b[i].z, b[i].w);
  }

  // 16 bits: uint_4 and half-precision float_4.
  std::vector<float_4> fs;
  for (int i = 0; i < 4; i++) fs.push_back(float_4(1.0f / 3.0f * i, 1000.25f + i, -0.1f * i, 65504.0f));
  texture<float_4, 1> halves(4, 16);
  copy(fs.begin(), fs.end(), halves);
  texture<uint_4, 1> shorts(4, 16u);
  texture_view<const float_4, 1> hv(halves);
  writeonly_texture_view<uint_4, 1> sv(shorts);
  parallel_for_each(extent<1>(4), [hv, sv](index<1> i) restrict(amp) {
    float_4 f = hv(i);
    sv.set(i, uint_4((unsigned)(f.y * 4.0f), 65535u, (unsigned)i[0] * 1000u, 7u));
  });
  std::vector<float_4> hb(4);
  copy(halves, hb.begin());
  std::vector<uint_4> sb(4);
  copy(shorts, sb.begin());
  for (int i = 0; i < 4; i++) {
    std::printf("%.9g %.9g %.9g %.9g | %u %u %u %u\n", hb[i].x, hb[i].y, hb[i].z, hb[i].w, sb[i].x, sb[i].y, sb[i].z, sb[i].w);
  }

  // texture_view<T, N>: reads and writes a single-component 32-bit texture.
  texture<float, 2> grid(2, 2);
  texture_view<float, 2> gv(grid);
  parallel_for_each(grid.extent, [gv](index<2> idx) restrict(amp) {
    gv.set(idx, gv[idx] + idx[0] * 2.0f + idx[1] + 0.25f);
  });
  std::vector<float> g(4);
  copy(grid, g.begin());
  std::printf("%g %g %g %g bits %u %u\n", g[0], g[1], g[2], g[3], image.get_bits_per_scalar_element(), src.get_bits_per_scalar_element());
  return 0;
}
