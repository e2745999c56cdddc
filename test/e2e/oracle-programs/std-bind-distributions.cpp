// std::bind of a distribution and an engine, an idiom of C++11-era code: the bind object holds
// copies of both (calls advance its own engine), std::ref shares the program's engine, and an
// algorithm given the bind object works on a copy of it.
#include <algorithm>
#include <functional>
#include <iostream>
#include <random>
#include <vector>

int main() {
  std::mt19937 engine(5);
  std::uniform_int_distribution<int> dist(1, 100);
  auto roll = std::bind(dist, engine);
  std::cout << roll() << ' ' << roll() << ' ' << roll() << '\n';
  // The program's engine was copied, not advanced.
  std::cout << dist(engine) << '\n';

  std::vector<int> v(6);
  std::generate(v.begin(), v.end(), roll);
  for (int x : v) std::cout << x << ' ';
  // std::generate advanced its copy of roll, not roll.
  std::cout << "| " << roll() << '\n';

  auto shared = std::bind(std::uniform_real_distribution<double>(0.0, 1.0), std::ref(engine));
  double a = shared();
  double b = shared();
  std::mt19937 check(5);
  check.discard(1);
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  std::cout << a << ' ' << b << ' ' << (unit(check) == a) << ' ' << engine() << '\n';

  auto gauss = std::bind(std::normal_distribution<double>(0.0, 2.0), std::mt19937_64(11));
  std::vector<double> g(5);
  std::generate(g.begin(), g.end(), gauss);
  for (double x : g) std::cout << x << ' ';
  std::cout << '\n';

  std::function<float()> f = std::bind(std::uniform_real_distribution<float>(-1.0f, 1.0f), std::default_random_engine(3));
  std::cout << f() << ' ' << f() << '\n';
  return 0;
}
