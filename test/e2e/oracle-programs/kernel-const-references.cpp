// Const references in kernels that ampc compiles as copies of their objects, exact because
// nothing changes the object while the reference is in use: a view element read into a
// const reference and another view written, const reference parameters given view, tile_static
// and local elements, a reference read before a later write to another variable, and a const
// reference a member function returns. (Where the object may change, ampc refuses:
// test/negative/cases/kernel-const-reference-changed-object.cpp.)
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

struct Particle { float x; float v; };
struct Box {
  float lo, hi;
  const float& lower() const restrict(amp) { return lo; }
};
float clampTo(const float& x, const Box& b) restrict(amp) { return x < b.lo ? b.lo : (x > b.hi ? b.hi : x); }
void accumulate(float& sum, const float& x) restrict(amp) { sum += x; }

int main() {
  const int n = 8;
  std::vector<Particle> ps(n);
  for (int i = 0; i < n; ++i) ps[i] = {i * 1.5f - 4.0f, 0.25f * i};
  std::vector<float> out(n * 3, 0.0f);
  array_view<const Particle, 1> pv(n, ps);
  array_view<float, 2> ov(n, 3, out);
  parallel_for_each(extent<1>(n).tile<4>(), [=](tiled_index<4> t) restrict(amp) {
    tile_static float shared[4];
    const int i = t.global[0];
    const Particle& p = pv[i];
    shared[t.local[0]] = p.x;
    t.barrier.wait();
    const float& left = shared[(t.local[0] + 3) % 4];
    Box box = {-2.0f, 3.0f};
    const float& lo = box.lower();
    float sum = 0.0f;
    accumulate(sum, left);
    accumulate(sum, p.v);
    accumulate(sum, shared[t.local[0]]);
    ov(i, 0) = sum;
    ov(i, 1) = clampTo(p.x, box) + lo;
    float step = p.x + p.v;
    ov(i, 2) = step * left;
  });
  ov.synchronize();
  for (int i = 0; i < n; ++i) std::cout << out[i * 3] << " " << out[i * 3 + 1] << " " << out[i * 3 + 2] << "\n";
  return 0;
}
