// +, - and the comparisons of two different integer durations, computed in their common type
// (the finer unit, as libstdc++'s common_type makes it): a measured time against a budget
// in another unit, and sums of hours, minutes, seconds and milliseconds.
#include <chrono>
#include <iostream>
#include <type_traits>
int main() {
  using namespace std::chrono;
  auto total = hours(1) + minutes(2) + seconds(3) + milliseconds(4);
  std::cout << total.count() << " " << std::is_same<decltype(total), milliseconds>::value << "\n";
  std::cout << (seconds(3) - milliseconds(5)).count() << " " << (milliseconds(5) - seconds(3)).count() << "\n";
  std::cout << (microseconds(10) + nanoseconds(7)).count() << " " << (minutes(1) - seconds(1)).count() << "\n";
  milliseconds measured(1500);
  std::cout << (measured < seconds(2)) << (measured > seconds(1)) << (measured == seconds(1)) << (milliseconds(2000) == seconds(2))
            << (seconds(2) != milliseconds(2000)) << (measured <= seconds(1)) << (measured >= seconds(1)) << "\n";
  auto start = steady_clock::now();
  auto elapsed = steady_clock::now() - start;
  std::cout << (elapsed < hours(1)) << (elapsed >= nanoseconds(0)) << (elapsed + seconds(1) > milliseconds(999)) << "\n";
  return 0;
}
