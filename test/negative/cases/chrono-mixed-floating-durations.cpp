// expect: error unsupported-library 10:18
// expect: error unsupported-library 11:23
// Two different durations where one counts in floating point meet in a common type whose
// conversions round as libstdc++'s ratio arithmetic does: reported as not supported rather than
// rounded some other way (two integer durations are supported: chrono-mixed-durations.cpp).
#include <chrono>
int main() {
  std::chrono::duration<double> d(1.5);
  std::chrono::milliseconds ms(250);
  auto sum = d + ms;
  bool shorter = ms < d;
  return (int)sum.count() + shorter;
}
