// <chrono>: clocks' now(), a time point difference, duration_cast (truncating toward zero),
// durations built from counts and from finer-grained durations, their arithmetic and
// comparisons. Elapsed times are machine-dependent: only their signs are printed.
#include <chrono>
#include <iostream>

long long work(int n) {
  long long sum = 0;
  for (int i = 0; i < n; ++i) sum += i % 7;
  return sum;
}

int main() {
  auto start = std::chrono::high_resolution_clock::now();
  long long sum = work(100000);
  auto end = std::chrono::high_resolution_clock::now();
  auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(end - start).count();
  auto us = std::chrono::duration_cast<std::chrono::microseconds>(end - start).count();
  std::chrono::duration<double> seconds(end - start);
  std::cout << "sum " << sum << ", elapsed >= 0: " << (ms >= 0) << (us >= 0) << ((end - start).count() >= 0) << (seconds.count() >= 0.0) << (start <= end) << std::endl;

  auto t0 = std::chrono::steady_clock::now();
  auto t1 = std::chrono::steady_clock::now();
  std::cout << "steady: " << (t1 >= t0) << " " << (std::chrono::duration_cast<std::chrono::nanoseconds>(t1 - t0).count() >= 0) << std::endl;
  auto wall = std::chrono::system_clock::now();
  std::cout << "after 2020: " << (std::chrono::duration_cast<std::chrono::hours>(wall.time_since_epoch()).count() > 438000) << std::endl;

  {
    double duration = 1.5;  // a variable may still be called duration
    duration = duration * 2;
    std::cout << "duration variable " << duration << std::endl;
  }

  std::chrono::milliseconds a(1500);
  std::chrono::seconds whole = std::chrono::duration_cast<std::chrono::seconds>(a);
  std::chrono::microseconds finer(a);
  std::chrono::duration<double> real(a);
  std::chrono::duration<float> real32(std::chrono::milliseconds(250));
  std::cout << whole.count() << " " << finer.count() << " " << real.count() << " " << real32.count() << std::endl;
  std::cout << (a + a).count() << " " << (a - std::chrono::milliseconds(2000)).count() << std::endl;
  std::cout << std::chrono::duration_cast<std::chrono::seconds>(std::chrono::milliseconds(-1500)).count() << " "
            << std::chrono::duration_cast<std::chrono::minutes>(std::chrono::hours(2)).count() << " "
            << std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::duration<double>(2.0009)).count() << std::endl;
  std::cout << (a < std::chrono::milliseconds(2000)) << (a == std::chrono::milliseconds(1500)) << (a != a) << (a > a) << std::endl;
  return 0;
}
