// <ctime>'s clock(), clock_t (glibc's long) and CLOCKS_PER_SEC (10^6, a long), as C++ AMP
// samples time their CPU work. The processor time itself differs run to run: only its
// properties are printed (non-negative, non-decreasing, a difference in seconds).
#include <ctime>
#include <iostream>
#include <type_traits>
int main() {
  clock_t start = clock();
  double sum = 0;
  for (int i = 1; i < 200000; i++) sum += 1.0 / i;
  std::clock_t stop = std::clock();
  double seconds = (double)(stop - start) / CLOCKS_PER_SEC;
  std::cout << (start >= 0) << (stop >= start) << (seconds >= 0) << (seconds < 60) << "\n";
  std::cout << CLOCKS_PER_SEC << " " << std::is_same<clock_t, long>::value << std::is_same<decltype(CLOCKS_PER_SEC), long>::value << sizeof(clock_t) << "\n";
  std::cout << (sum > 12) << "\n";
  return 0;
}
