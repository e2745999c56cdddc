// std::bind on the host: placeholders in any order and repeated, bound arguments copied when
// the bind expression is evaluated (later changes are not seen) or referred to through
// std::ref / std::cref (they are), free functions, lambdas with and without captures, function
// objects copied at bind time, nested bind expressions, the result kept in `auto` and in
// std::function, passed to the algorithms, and binding a function that runs a kernel.
#include <amp.h>
#include <algorithm>
#include <functional>
#include <iostream>
#include <string>
#include <vector>
using namespace concurrency;
using namespace std::placeholders;

int sub(int a, int b) { return a - b; }
int add3(int a, int b, int c) { return a + b + c; }
int twice(int v) { return 2 * v; }
double mix(int a, double b, long c) { return a * 100 + b * 10 + c; }
void increment(int& x, int by) { x += by; }
std::string greet(const std::string& who, const std::string& greeting) { return greeting + ", " + who; }

struct Point { int x; int y; };
void show(const Point& p, const std::string& tag) { std::cout << tag << ": " << p.x << "," << p.y << std::endl; }
void scale(Point& p, int k) { p.x *= k; p.y *= k; }

struct Adder {
  int base;
  int operator()(int v) const { return base + v; }
};
struct Tally {
  int count = 0;
  int operator()(int v) { count += v; return count; }
};

template <typename T> T maxOf(T a, T b) { return a > b ? a : b; }
auto minusOne = std::bind(sub, _1, 1);

// Sums 1..n on the accelerator.
int gpuSum(int n) {
  std::vector<int> data(n);
  array_view<int, 1> av(n, data);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = i[0] + 1; });
  av.synchronize();
  int total = 0;
  for (int v : data) total += v;
  return total;
}

int main() {
  // Reordering and repeating placeholders.
  auto flipped = std::bind(sub, _2, _1);
  auto fromHundred = std::bind(sub, 100, _1);
  auto thrice = std::bind(add3, _1, _1, _1);
  std::cout << flipped(10, 3) << " " << fromHundred(1) << " " << thrice(4) << std::endl;
  std::cout << std::bind(mix, _3, _1, _2)(2.5, 7L, 1) << std::endl;

  // Copied at bind time, or referred to.
  int x = 5;
  auto byValue = std::bind(sub, x, 1);
  auto byRef = std::bind(sub, std::ref(x), 1);
  auto byCref = std::bind(sub, std::cref(x), 2);
  x = 50;
  std::cout << byValue() << " " << byRef() << " " << byCref() << std::endl;
  auto bump = std::bind(increment, std::ref(x), _1);
  bump(3);
  bump(4);
  std::cout << x << std::endl;

  Point p{1, 2};
  auto showCopy = std::bind(show, p, "copy");
  auto showRef = std::bind(show, std::cref(p), std::string("ref"));
  p.x = 10;
  showCopy();
  showRef();
  auto scaleP = std::bind(scale, std::ref(p), _1);
  scaleP(3);
  show(p, "scaled");
  std::string who = "world";
  auto hello = std::bind(greet, who, "hello");
  who = "moon";
  std::cout << hello() << " / " << std::bind(greet, _1, "bye")(who) << std::endl;

  // Function objects: copied when bound, unless wrapped.
  Adder add{5};
  auto addFive = std::bind(add, _1);
  add.base = 100;
  std::cout << addFive(1) << " " << add(1) << std::endl;
  Tally t;
  auto tallyCopy = std::bind(t, _1);
  tallyCopy(2);
  tallyCopy(3);
  auto tallyCopy2 = tallyCopy;  // its own copy of the bound Tally, from here on
  tallyCopy2(10);
  std::cout << t.count << " " << tallyCopy(0) << " " << tallyCopy2(0) << std::endl;
  auto tallyRef = std::bind(std::ref(t), _1);
  tallyRef(7);
  tallyRef(1);
  std::cout << t.count << std::endl;

  // Lambdas.
  int k = 3;
  auto weighted = [k](int a, int b) { return a * k + b; };
  k = 1000;
  std::cout << std::bind(weighted, _2, _1)(1, 2) << std::endl;
  int counter = 0;
  auto addToCounter = std::bind([&counter](int by) { counter += by; }, 4);
  addToCounter();
  addToCounter();
  std::cout << counter << std::endl;

  // Nested bind expressions get the call's arguments.
  auto composed = std::bind(twice, std::bind(add3, _1, _2, 10));
  auto inner = std::bind(sub, _2, _1);
  auto outer = std::bind(add3, inner, _1, 1000);
  std::cout << composed(1, 2) << " " << outer(1, 20) << std::endl;

  // Stored in std::function, passed to algorithms.
  std::function<int(int)> minusSeven = std::bind(sub, _1, 7);
  std::cout << minusSeven(10) << std::endl;
  std::vector<int> v = {1, 6, 3, 8, 2, 9};
  std::cout << std::count_if(v.begin(), v.end(), std::bind(std::less<int>(), _1, 5)) << " "
            << std::count_if(v.begin(), v.end(), std::bind(std::greater<int>(), _1, 5)) << std::endl;
  std::transform(v.begin(), v.end(), v.begin(), std::bind(std::multiplies<int>(), _1, 10));
  for (int e : v) std::cout << e << " ";
  std::cout << std::endl;

  // A bind expression, a std::function (copied when bound), a template's instance and a generic
  // lambda with every argument bound, as what is called; a bind expression made at namespace scope.
  auto swapped = std::bind(std::bind(sub, _1, _2), _2, _1);
  std::function<int(int, int)> fsub = sub;
  auto viaFunction = std::bind(fsub, _1, 100);
  fsub = nullptr;
  std::cout << swapped(1, 10) << " " << viaFunction(1) << " " << std::bind(maxOf<int>, _1, 5)(3) << " "
            << std::bind([](auto a, auto b) { return a * b; }, 6, 7)() << " " << minusOne(5) << std::endl;

  // A bound function that waits for the GPU.
  auto sumTo = std::bind(gpuSum, _1);
  std::cout << sumTo(8) << " " << std::bind(gpuSum, 4)() << std::endl;
  return 0;
}
