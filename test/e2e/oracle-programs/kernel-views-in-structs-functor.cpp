// A function object holding a class of views, a tiled kernel reading views through a captured
// class, and a restrict(amp) member function reading its own view members.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

struct Span {
  array_view<const float, 1> in;
  array_view<float, 1> out;
  int n;
  float at(int k) const restrict(amp) { return k < n ? in[k] : 0.0f; }
  void store(int k, float v) const restrict(amp) { out[k] = v; }
};

struct Scale {
  Span s;
  float factor;
  Scale(Span s, float f) : s(s), factor(f) {}
  void operator()(index<1> i) const restrict(amp) { s.store(i[0], s.at(i[0] + 1) * factor); }
};

static const int TILE = 4;

int main() {
  std::vector<float> in(8), out(8, -1.0f);
  for (int k = 0; k < 8; ++k) in[k] = float(k * k);
  array_view<const float, 1> iv(8, in);
  array_view<float, 1> ov(8, out);
  Span s{iv, ov, 8};

  parallel_for_each(ov.extent, Scale(s, 0.5f));
  ov.synchronize();
  for (float v : out) std::cout << v << " ";
  std::cout << "\n";

  // Tiled: each tile sums its slice of `in` through the captured class into tile_static memory.
  std::vector<float> sums(2, 0.0f);
  array_view<float, 1> sv(2, sums);
  Span t{iv, sv, 8};
  parallel_for_each(iv.extent.tile<TILE>(), [=](tiled_index<TILE> ti) restrict(amp) {
    tile_static float part[TILE];
    part[ti.local[0]] = t.at(ti.global[0]);
    ti.barrier.wait();
    if (ti.local[0] == 0) {
      float total = 0.0f;
      for (int k = 0; k < TILE; ++k) total += part[k];
      t.store(ti.tile[0], total);
    }
  });
  sv.synchronize();
  std::cout << sums[0] << " " << sums[1] << "\n";
  return 0;
}
