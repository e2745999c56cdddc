// Kernels capturing bare C arrays by value: a 1-D int table, a 2-D float filter, a uint table,
// a float_2 table, read at computed indices; the host changes an array between two launches.
#include <amp.h>
#include <amp_short_vectors.h>
#include <iostream>
#include <vector>
using namespace concurrency;
using namespace concurrency::graphics;

int main() {
  int lut[16];
  for (int k = 0; k < 16; ++k) lut[k] = k * k - 7;
  float w[3][3] = {{0.0f, 1.0f, 0.0f}, {1.0f, -4.0f, 1.0f}, {0.0f, 1.0f, 0.5f}};
  unsigned int mask[4] = {1u, 3u, 0xF0000000u, 255u};
  float_2 pairs[2] = {float_2(1.5f, -2.0f), float_2(0.25f, 8.0f)};

  std::vector<int> a(20, 0);
  array_view<int, 1> av(20, a);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    av[i] = lut[(i[0] * 5 + 3) % 16] + (int)(mask[i[0] % 4] & 0xFFu);
  });
  av.synchronize();
  for (int v : a) std::cout << v << " ";
  std::cout << "\n";

  std::vector<float> img(25), out(25, 0.0f);
  for (int k = 0; k < 25; ++k) img[k] = float(k % 7) - 2.0f;
  array_view<const float, 2> in(5, 5, img);
  array_view<float, 2> ov(5, 5, out);
  parallel_for_each(ov.extent, [=](index<2> i) restrict(amp) {
    float s = 0.0f;
    for (int dy = -1; dy <= 1; ++dy)
      for (int dx = -1; dx <= 1; ++dx) {
        int y = i[0] + dy, x = i[1] + dx;
        if (y >= 0 && y < 5 && x >= 0 && x < 5) s += w[dy + 1][dx + 1] * in(y, x);
      }
    ov[i] = s + pairs[(i[0] + i[1]) % 2].x * pairs[i[1] % 2].y;
  });
  ov.synchronize();
  for (float v : out) std::cout << v << " ";
  std::cout << "\n";

  // The second lambda is created after the change: it captures the new values.
  for (int k = 0; k < 16; ++k) lut[k] = 100 - k;
  w[1][1] = 2.0f;
  pairs[1].y = -1.0f;
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    av[i] = lut[15 - i[0] % 16] * (int)w[1][1] + (int)pairs[1].y;
  });
  av.synchronize();
  for (int v : a) std::cout << v << " ";
  std::cout << "\n";
  std::cout << mask[2] << "\n";
  return 0;
}
