// A lambda written without restrict(...) inside amp code inherits the enclosing function's
// restriction, as C++ AMP has it: in a kernel and in a restrict(amp) helper it is amp code, in a
// restrict(amp, cpu) function it runs on both sides. (ampc took such a lambda as restrict(cpu)
// and refused the call from amp code.)
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;
float smooth(float x) restrict(amp) {
  auto clamp01 = [](float v) { return v < 0.0f ? 0.0f : (v > 1.0f ? 1.0f : v); };
  float t = clamp01(x);
  return t * t * (3.0f - 2.0f * t);
}
int twice_plus(int v) restrict(amp, cpu) {
  auto twice = [](int a) { return 2 * a; };
  return twice(v) + 1;
}
int main() {
  std::vector<float> out(8);
  std::vector<int> ints(8);
  array_view<float, 1> ov(8, out);
  array_view<int, 1> iv(8, ints);
  parallel_for_each(ov.extent, [=](index<1> i) restrict(amp) {
    auto scale = [](int k) { return 0.25f * (float)k - 0.5f; };
    ov[i] = smooth(scale(i[0]));
    iv[i] = twice_plus(i[0]);
  });
  ov.synchronize();
  iv.synchronize();
  for (int i = 0; i < 8; i++) std::cout << out[i] << " " << ints[i] << "\n";
  std::cout << twice_plus(20) << "\n";
  return 0;
}
