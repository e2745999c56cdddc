// std::exponential_distribution<double> (libstdc++'s -log(1 - generate_canonical()) / lambda),
// default and given lambda, over mt19937 and the default engine: each draw and a long sum to the
// last digit, as Monte Carlo samples use it for arrival times.
#include <iomanip>
#include <iostream>
#include <random>
int main() {
  std::mt19937 gen(2024);
  std::exponential_distribution<> arrivals(1.5);
  std::exponential_distribution<double> unit;
  std::default_random_engine lcg(5);
  std::cout << std::setprecision(17);
  double sum = 0;
  for (int i = 0; i < 50000; i++) {
    double x = arrivals(gen);
    sum += x;
    if (i < 3) std::cout << x << " ";
  }
  std::cout << "\n" << sum << " " << unit(lcg) << " " << unit(lcg) << "\n";
  std::cout << arrivals.lambda() << " " << unit.lambda() << " " << arrivals.min() << " " << (arrivals.max() > 1e300) << "\n";
  arrivals.reset();
  std::exponential_distribution<double>::result_type next = arrivals(gen);
  std::cout << next << "\n";
  return 0;
}
