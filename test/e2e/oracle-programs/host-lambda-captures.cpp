// Host lambdas that capture: by reference and by value, explicit and default, mutable, this,
// nested, passed to std algorithms and to function templates, and one that launches a kernel.
#include <amp.h>
#include <iostream>
#include <vector>
#include <algorithm>
#include <string>

struct Point { int x, y; };

template <class F> int apply(F f, int v) { return f(v); }
template <class F> void twice(F f) { f(); f(); }

struct Acc {
  int total = 0;
  void addAll(const std::vector<int>& v) {
    std::for_each(v.begin(), v.end(), [this](int x) { total += x; });
  }
};

template <class F> int callTwice(F f) { f(); return f(); }

static void mutableCopies() {
  int c = 0;
  auto counter = [c]() mutable { return ++c; };
  std::cout << counter() << counter() << "\n";
  auto copy = counter; // the copy has the state so far, then its own
  std::cout << copy() << counter() << copy() << "\n";
  std::cout << callTwice(counter) << " " << counter() << "\n";
  std::vector<int> v(5);
  int n = 10;
  auto gen = [n]() mutable { return n++; };
  std::generate(v.begin(), v.end(), gen);
  for (int x : v) std::cout << x << " ";
  std::cout << gen() << "\n";
  Point s{5, 0};
  auto bump = [s]() mutable { s.x += 1; return s.x; };
  auto b2 = bump;
  std::cout << bump() << bump() << b2() << s.x << "\n";
}

static void referenceParameters() {
  int a = 1, b = 2;
  auto h = [&](int& r) { r += a; };
  h(b);
  std::vector<int> v{1, 2};
  h(v[1]);
  auto swapInts = [](int& x, int& y) { int t = x; x = y; y = t; };
  swapInts(a, b);
  std::cout << a << " " << b << " " << v[1] << "\n";
}

static void kernelInClosure() {
  std::vector<int> data(8, 1);
  auto run = [&](int add) {
    concurrency::array_view<int, 1> av(8, data);
    concurrency::parallel_for_each(av.extent, [=](concurrency::index<1> i) restrict(amp) { av[i] += add * i[0]; });
    av.synchronize();
  };
  run(2);
  run(3);
  for (int x : data) std::cout << x << " ";
  std::cout << "\n";
}

int main() {
  int k = 3;
  auto g = [&](int x) { return x + k; };
  std::cout << g(4) << "\n";
  k = 10;
  std::cout << g(4) << "\n";
  auto h = [=](int x) { return x * k; };
  k = 100;
  std::cout << h(2) << "\n";
  int a = 1, b = 2;
  auto m = [a, &b]() { b += a; return a + b; };
  std::cout << m() << " " << b << "\n";
  int c = 0;
  auto counter = [c]() mutable { return ++c; };
  std::cout << counter() << counter() << counter() << " c=" << c << "\n";
  Point p{1, 2};
  auto byValue = [p]() { return p.x + p.y; };
  auto byRef = [&p]() { return p.x + p.y; };
  p.x = 40;
  std::cout << byValue() << " " << byRef() << "\n";
  std::vector<int> v{5, 3, 9, 1, 7};
  int pivot = 4;
  std::sort(v.begin(), v.end(), [pivot](int l, int r) { return std::abs(l - pivot) < std::abs(r - pivot); });
  for (int x : v) std::cout << x << " ";
  std::cout << "\n";
  int sum = 0;
  std::for_each(v.begin(), v.end(), [&sum](int x) { sum += x; });
  std::cout << "sum " << sum << "\n";
  int limit = 5;
  std::cout << std::count_if(v.begin(), v.end(), [&](int x) { return x > limit; }) << "\n";
  std::vector<int> out(v.size());
  int offset = 100;
  std::transform(v.begin(), v.end(), out.begin(), [=](int x) { return x + offset; });
  for (int x : out) std::cout << x << " ";
  std::cout << "\n";
  std::cout << apply([k](int x) { return x - k; }, 5) << " " << apply([&](int x) { return x * a; }, 5) << "\n";
  int calls = 0;
  twice([&] { ++calls; });
  std::cout << "calls " << calls << "\n";
  std::string prefix = "id-";
  auto label = [prefix](int n) { return prefix + std::to_string(n); };
  prefix = "changed";
  std::cout << label(7) << "\n";
  auto outer = [&](int x) {
    auto inner = [&, x](int y) { return x + y + k; };
    return inner(1);
  };
  std::cout << outer(2) << "\n";
  auto outer2 = [=](int x) { return [=](int y) { return x + y + a; }(10); };
  std::cout << outer2(2) << "\n";
  Acc acc;
  acc.addAll(v);
  std::cout << "acc " << acc.total << "\n";
  mutableCopies();
  referenceParameters();
  kernelInClosure();
  return 0;
}
