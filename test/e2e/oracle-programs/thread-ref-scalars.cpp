// std::thread of a function taking scalars by non-const reference, bound by std::ref: the thread
// changes the caller's variables and vector elements; declared with (), {} and =, as a temporary,
// and emplaced into a std::vector<std::thread>.
#include <functional>
#include <iostream>
#include <thread>
#include <vector>
void addFive(int& x) { x += 5; }
void scale(int& a, double& b, int c) { a *= c; b /= c; }
void readBoth(const int& n, int& out) { out = n * 2; }
void accumulate(long long& into, const std::vector<int>& values) { for (int v : values) into += v; }
int main() {
  int x = 1;
  std::thread t(addFive, std::ref(x));
  t.join();
  std::cout << x << "\n";
  double d = 9;
  std::thread u{scale, std::ref(x), std::ref(d), 3};
  u.join();
  std::cout << x << " " << d << "\n";
  std::vector<int> counts(3, 0);
  std::vector<std::thread> pool;
  for (int i = 0; i < 3; i++) pool.emplace_back(addFive, std::ref(counts[i]));
  for (auto& th : pool) th.join();
  std::cout << counts[0] << counts[1] << counts[2] << "\n";
  std::thread w = std::thread(addFive, std::ref(x));
  w.join();
  int doubled = 0;
  std::thread r(readBoth, x, std::ref(doubled));
  r.join();
  std::cout << x << " " << doubled << "\n";
  long long sum = 0;
  std::vector<int> values = {1, 2, 3, 4};
  std::thread a(accumulate, std::ref(sum), std::cref(values));
  a.join();
  std::cout << sum << "\n";
  int local[2] = {7, 8};
  std::thread e(addFive, std::ref(local[1]));
  e.join();
  std::cout << local[0] << " " << local[1] << "\n";
  return 0;
}
