// A std::function is in scope in its own initialiser ([basic.scope.pdecl]), so a lambda that captures
// it by reference calls itself: recursion through std::function, local and global, assigned later too.
#include <iostream>
#include <functional>
#include <vector>
std::function<long(int)> gfib = [](int n) -> long { return n < 2 ? n : gfib(n - 1) + gfib(n - 2); };
int main() {
  std::function<int(int)> fact = [&](int n) { return n <= 1 ? 1 : n * fact(n - 1); };
  std::cout << fact(5) << " " << gfib(20) << "\n";
  std::vector<int> seen;
  std::function<void(int, int)> walk;
  walk = [&](int lo, int hi) { if (lo >= hi) return; int mid = (lo + hi) / 2; seen.push_back(mid); walk(lo, mid); walk(mid + 1, hi); };
  walk(0, 7);
  for (int x : seen) std::cout << x << " ";
  std::function<int(int)> count = [&count](int n) { return n == 0 ? 0 : 1 + count(n / 2); };
  std::cout << count(1000) << "\n";
}
