// Kernels capturing class objects with short-vector members (float_2/3/4, int_N, uint_N), beside
// scalars and an array of short vectors, and a class nested in another.
#include <amp.h>
#include <amp_short_vectors.h>
#include <iostream>
#include <vector>
using namespace concurrency;
using namespace concurrency::graphics;

struct V { float_2 o; float s; };
struct Mixed { float a; float_3 p; int_2 q; uint_4 u; float_4 c; int n; };
struct Outer { V v; int_3 k; float_2 taps[2]; };

int main() {
  V v{float_2(1.5f, -3.0f), 2.0f};
  Mixed m{0.5f, float_3(1.0f, 2.0f, 3.0f), int_2(-4, 9), uint_4(1u, 2u, 4000000000u, 8u), float_4(0.1f, 0.2f, 0.3f, 0.4f), 7};
  Outer o{{float_2(10.0f, 20.0f), -1.0f}, int_3(3, -2, 5), {float_2(0.5f, 1.0f), float_2(-2.0f, 4.0f)}};

  std::vector<float> r(8, 0.0f);
  array_view<float, 1> rv(8, r);
  parallel_for_each(rv.extent, [=](index<1> i) restrict(amp) {
    float x = v.o.x * v.s + v.o.y * (float)i[0];
    float_3 p = m.p * m.a;
    x += p.z - p.x + (float)(m.q.x * m.q.y) + (float)(m.u.w + m.u.z % 1000u) + m.c.w * m.n;
    x += o.v.o.y * o.v.s + (float)o.k.y + o.taps[i[0] % 2].x * o.taps[1].y;
    rv[i] = x;
  });
  rv.synchronize();
  for (float x : r) std::cout << x << " ";
  std::cout << "\n";

  v.o.y = 100.0f;
  m.p = float_3(-1.0f, -1.0f, 9.0f);
  o.taps[0] = float_2(3.0f, 3.0f);
  parallel_for_each(rv.extent, [=](index<1> i) restrict(amp) {
    float_2 w = v.o + float_2(m.p.z, (float)i[0]);
    rv[i] = w.x * w.y + o.taps[0].x + m.p.x;
  });
  rv.synchronize();
  for (float x : r) std::cout << x << " ";
  std::cout << "\n";
  return 0;
}
