// std::lround/llround round halfway cases away from zero, std::lrint/llrint to even (the
// default rounding mode), into a long or long long; the float overloads and lroundf & co. too.
#include <cmath>
#include <cstdio>
#include <iostream>
#include <vector>

long bucketOf(double value, double width) { return std::lround(value / width); }

int main() {
  const double values[] = {2.5, -2.5, 3.5, 0.5, -0.5, 1.4999999999999998, 4503599627370495.5, 1e18, -1e18, 2.7, -2.7, 0.0, -0.0};
  for (double d : values) {
    std::cout << std::lround(d) << " " << std::llround(d) << " " << std::lrint(d) << " " << std::llrint(d) << " " << lround(d) << "\n";
  }
  const float floats[] = {2.5f, -3.5f, 8388609.5f, 0.49999997f};
  for (float f : floats) std::cout << std::lround(f) << " " << lroundf(f) << " " << lrintf(f) << " " << llroundf(f) << " " << llrintf(f) << "\n";
  long fromInt = std::lround(7);
  long long negative = std::llround(-7.5);
  std::cout << fromInt << " " << negative << " " << sizeof(std::lround(1.0)) << " " << sizeof(std::llrint(1.0f)) << "\n";
  printf("%ld %lld %ld\n", std::lround(-0.4), std::llrint(5.5), std::lrint(-6.5));
  std::vector<long> buckets;
  for (double sample : {0.24, 0.25, 0.74, 0.75, 1.25, 9.99}) buckets.push_back(bucketOf(sample, 0.5));
  for (long b : buckets) std::cout << b << " ";
  std::cout << "\n";
  return 0;
}
