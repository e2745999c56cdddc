// A captured class holding a view beside arrays of plain values (ints, floats, bools, a class).
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

struct Tap { int offset; float weight; };
struct Filter {
  array_view<const float, 1> in;
  Tap taps[3];
  float bias[2];
  bool clamp[2];
  int n;
};

float apply(const Filter& f, int k) restrict(amp) {
  float s = f.bias[k % 2];
  for (int t = 0; t < 3; ++t) {
    int at = k + f.taps[t].offset;
    if (f.clamp[0]) at = at < 0 ? 0 : at >= f.n ? f.n - 1 : at;
    if (at >= 0 && at < f.n) s += f.in[at] * f.taps[t].weight;
  }
  return s;
}

int main() {
  std::vector<float> x(6), y(6, 0.0f), z(6, 0.0f);
  for (int k = 0; k < 6; ++k) x[k] = float(k + 1);
  array_view<const float, 1> in(6, x);
  array_view<float, 1> out(6, y), out2(6, z);
  Filter f{in, {{-1, 0.25f}, {0, 0.5f}, {1, 0.25f}}, {0.0f, 100.0f}, {true, false}, 6};
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) { out[i] = apply(f, i[0]); });
  f.clamp[0] = false;
  parallel_for_each(out2.extent, [=](index<1> i) restrict(amp) { out2[i] = apply(f, i[0]) + f.taps[2].offset; });
  out.synchronize();
  out2.synchronize();
  for (float v : y) std::cout << v << " ";
  std::cout << "\n";
  for (float v : z) std::cout << v << " ";
  std::cout << "\n";
  return 0;
}
