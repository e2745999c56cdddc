// Rank-1 and rank-3 textures: a rank-3 index (i, j, k) is the texel at x = k, y = j, z = i.
// Short-vector texels of 32-bit channels (int_2, float_4, uint_4), and get_extent() in a kernel.
#include <amp.h>
#include <amp_graphics.h>
#include <cstdio>
#include <vector>
using namespace concurrency;
using namespace concurrency::graphics;

int main() {
  const int n = 7;
  std::vector<int_2> pairs;
  for (int i = 0; i < n; i++) pairs.push_back(int_2(i, -i * 3));
  texture<int_2, 1> t1(n, pairs.begin(), pairs.end());
  texture<float_4, 1> sums(n);
  writeonly_texture_view<float_4, 1> w(sums);
  parallel_for_each(extent<1>(n), [&t1, w](index<1> i) restrict(amp) {
    int_2 p = t1[i];
    int m = t1.get_extent()[0];
    w.set(i, float_4((float)p.x, (float)p.y, (float)(p.x + p.y), (float)m));
  });
  std::vector<float_4> s(n);
  copy(sums, s.begin());
  for (int i = 0; i < n; i++) std::printf("%g %g %g %g\n", s[i].x, s[i].y, s[i].z, s[i].w);

  // 2 x 3 x 4: every extent different.
  texture<uint_4, 3> t3(2, 3, 4);
  writeonly_texture_view<uint_4, 3> w3(t3);
  parallel_for_each(t3.extent, [w3](index<3> idx) restrict(amp) {
    extent<3> e = w3.get_extent();
    w3.set(idx, uint_4(idx[0], idx[1], idx[2], (idx[0] * e[1] + idx[1]) * e[2] + idx[2]));
  });
  std::vector<uint_4> v(24);
  copy(t3, v.begin());
  for (int i = 0; i < 24; i++) std::printf("(%u %u %u %u)%s", v[i].x, v[i].y, v[i].z, v[i].w, i % 4 == 3 ? "\n" : " ");
  return 0;
}
