// std::function: from functions, lambdas and closures; empty ones, bad_function_call, copies,
// containers of them, a struct member, and one passed to std::sort.
#include <iostream>
#include <functional>
#include <vector>
#include <algorithm>
#include <string>
int add(int a, int b) { return a + b; }
int mul(int a, int b) { return a * b; }
double half(double x) { return x / 2; }

int applyAll(const std::vector<std::function<int(int, int)>>& ops, int a, int b) {
  int total = 0;
  for (const auto& op : ops) total += op(a, b);
  return total;
}

std::function<int(int)> makeAdder(int n) {
  return [n](int x) { return x + n; };
}

struct Button {
  std::string name;
  std::function<void(const std::string&)> onClick;
};

int main() {
  std::function<int(int, int)> f = add;
  std::cout << f(1, 2) << "\n";
  f = mul;
  std::cout << f(3, 4) << "\n";
  int k = 10;
  f = [k](int a, int b) { return a + b + k; };
  std::cout << f(1, 1) << "\n";
  k = 20;
  std::function<int(int, int)> g = [&](int a, int b) { return a * k + b; };
  std::cout << g(2, 3) << "\n";
  std::vector<std::function<int(int, int)>> ops{add, mul, g};
  std::cout << applyAll(ops, 2, 5) << "\n";
  auto add5 = makeAdder(5);
  std::cout << add5(1) << " " << makeAdder(7)(1) << "\n";
  std::function<double(double)> h = half;
  std::cout << h(5) << "\n";
  std::function<void()> empty;
  std::cout << (empty ? "set" : "empty") << " " << (f ? "set" : "empty") << "\n";
  try {
    empty();
  } catch (const std::bad_function_call& e) {
    std::cout << "caught " << e.what() << "\n";
  }
  f = nullptr;
  std::cout << (f == nullptr) << "\n";
  int count = 0;
  std::function<void()> inc = [&count]() { ++count; };
  std::function<void()> copy = inc;
  inc(); copy(); inc();
  std::cout << "count " << count << "\n";
  std::function<bool(int, int)> desc = [](int a, int b) { return a > b; };
  std::vector<int> v{3, 1, 4, 1, 5};
  std::sort(v.begin(), v.end(), desc);
  for (int x : v) std::cout << x << " ";
  std::cout << "\n";
  Button b{"ok", [&count](const std::string& who) { count += 10; std::cout << "clicked by " << who << "\n"; }};
  b.onClick(b.name);
  std::function<void(std::vector<int>&)> grow = [](std::vector<int>& xs) { xs.push_back(9); };
  grow(v);
  std::cout << v.size() << " " << count << "\n";
  return 0;
}
