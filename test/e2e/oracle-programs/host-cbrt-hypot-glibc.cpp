// cbrt, cbrtf, hypot and hypotf to the bit as glibc computes them: JavaScript's Math.cbrt and
// Math.hypot differ from glibc in the last bit for about a third of all arguments.
#include <cmath>
#include <cstdio>

int main() {
  const int scales[] = {-1070, -1040, -600, -520, -60, 0, 7, 60, 520, 600, 1000};
  unsigned state = 12345u;
  int printed = 0;
  for (int i = 0; i < 120; i++) {
    state = state * 1103515245u + 12345u;
    double x = ((state >> 8) % 1000000) / 7919.0 - 60.0;
    state = state * 1103515245u + 12345u;
    double y = ((state >> 8) % 1000000) / 104729.0;
    int k = scales[i % 11];
    double sx = std::ldexp(x, k), sy = std::ldexp(y, k - (i % 3) * 30);
    std::printf("%a %a %a\n", std::cbrt(sx), std::hypot(sx, sy), std::hypot(y, x));
    float fx = (float)x, fy = (float)(y * 3.0);
    std::printf("%a %a %a\n", (double)std::cbrt(fx), (double)std::hypot(fx, fy), (double)cbrtf(std::ldexp(fx, (i % 5) * 20 - 40)));
    printed++;
  }
  // volatile: g++ folds a call with constant arguments at compile time, correctly rounded, where
  // glibc's cbrt(-27.0) is -3.0000000000000004.
  volatile double zero = 0.0, cube = -27.0, inf = INFINITY, three = 3.0, huge = 1e308;
  std::printf("%a %a %a %a\n", std::cbrt(zero), std::cbrt(-zero), std::cbrt(cube), std::cbrt(inf));
  std::printf("%a %a %a\n", std::hypot(inf, zero / zero), std::hypot(three, three + 1), std::hypot(huge, huge));
  std::printf("%d\n", printed);
  return 0;
}
