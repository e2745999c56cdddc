// concurrency::direct3d's intrinsics in a kernel: integer bit operations (exact), and the
// float helpers (clamp, saturate, smoothstep, step, mad, rcp, radians) against the values
// they are defined to give.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

int main() {
  const int n = 10;
  int ints[n] = {0, 1, -1, 6, -6, 255, 1 << 20, -2147483647 - 1, 2147483647, 12345};
  std::vector<int> in(n);
  for (int i = 0; i < n; i++) in[i] = ints[i];
  std::vector<int> bits(n * 8, 0);
  std::vector<float> floats(n * 8, 0.0f);
  array_view<const int, 1> x(n, in);
  array_view<int, 1> b(n * 8, bits);
  array_view<float, 1> f(n * 8, floats);
  parallel_for_each(x.extent, [=](index<1> idx) restrict(amp) {
    int i = idx[0];
    int v = x[i];
    unsigned u = (unsigned)v;
    b[i * 8 + 0] = (int)direct3d::countbits(u);
    b[i * 8 + 1] = direct3d::firstbithigh(v);
    b[i * 8 + 2] = direct3d::firstbitlow(v);
    b[i * 8 + 3] = (int)direct3d::reversebits(u);
    b[i * 8 + 4] = direct3d::abs(v) + direct3d::sign(v);
    b[i * 8 + 5] = direct3d::imax(v, 3) + direct3d::imin(v, -3) + direct3d::clamp(v, -100, 100);
    b[i * 8 + 6] = (int)(direct3d::umax(u, 7u) - direct3d::umin(u, 9u));
    b[i * 8 + 7] = direct3d::mad(v, 3, 1) + (int)direct3d::mad(u, 2u, 5u);
    float t = (i - 2) * 0.25f;
    f[i * 8 + 0] = direct3d::clamp(t, -0.5f, 0.75f);
    f[i * 8 + 1] = direct3d::saturate(t);
    f[i * 8 + 2] = direct3d::smoothstep(0.0f, 1.0f, t);
    f[i * 8 + 3] = direct3d::step(0.5f, t);
    f[i * 8 + 4] = direct3d::mad(t, 2.0f, 0.5f);
    f[i * 8 + 5] = direct3d::rcp(t + 4.0f);
    f[i * 8 + 6] = direct3d::radians(t * 180.0f);
    f[i * 8 + 7] = direct3d::step(t, 0.5f) + direct3d::clamp(t, 1.0f, 0.0f);
  });
  for (int i = 0; i < n; i++) {
    std::cout << ints[i] << ":";
    for (int k = 0; k < 8; k++) std::cout << " " << b[i * 8 + k];
    std::cout << " |";
    for (int k = 0; k < 8; k++) std::cout << " " << f[i * 8 + k];
    std::cout << std::endl;
  }
  return 0;
}
