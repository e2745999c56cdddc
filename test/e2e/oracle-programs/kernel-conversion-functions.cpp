// A restrict(amp) conversion function used in a kernel: copy-initialisation, an argument, a
// built-in operator's operand, and explicit operator bool in conditions; the same on the host.
#include <amp.h>
#include <iostream>
using namespace concurrency;
struct Celsius {
  float deg;
  operator float() const restrict(amp, cpu) { return deg * 9.0f / 5.0f + 32.0f; }
};
struct Mask {
  int bits;
  explicit operator bool() const restrict(amp) { return bits != 0; }
};
// Defined outside its class; an object of it is captured by the kernel.
struct Gain {
  int numerator;
  operator int() const restrict(amp, cpu);
};
Gain::operator int() const restrict(amp, cpu) { return numerator * 3; }
float scale(float f) restrict(amp) { return f * 0.5f; }
int steps(Mask m) restrict(amp) {
  int n = 0;
  while (m) { m.bits >>= 1; n++; }
  return n;
}
int main() {
  std::vector<float> in = {0.0f, 10.0f, 37.0f, 100.0f};
  std::vector<float> out(4);
  std::vector<int> flags(4);
  array_view<const float, 1> a(4, in);
  array_view<float, 1> b(4, out);
  array_view<int, 1> fl(4, flags);
  Gain gain{2};
  parallel_for_each(b.extent, [=](index<1> i) restrict(amp) {
    Celsius c{a[i]};
    float f = c;
    Mask m{i[0] % 2};
    b[i] = f + scale(c) + (c > 50.0f ? 1.0f : 0.0f);
    fl[i] = (m ? 1 : (!m ? 2 : 3)) + gain * 10 + steps(Mask{i[0] + 4}) * 100;
  });
  b.synchronize();
  fl.synchronize();
  for (int k = 0; k < 4; k++) std::cout << out[k] << " " << flags[k] << "\n";
  Celsius h{20.0f};
  std::cout << (float)h << "\n";
  return 0;
}
