// Pointers to functions on the host: declared directly, through typedef and using, as struct
// fields, vector elements and parameters; `f` and `&f` both give the address, `p(x)` and
// `(*p)(x)` both call; overloads chosen by the target type; null pointers and comparisons;
// a capture-less lambda converted to a pointer; and a call through a pointer to a function that
// waits for the GPU.
#include <amp.h>
#include <cstdio>
#include <iostream>
#include <vector>
using namespace concurrency;

int twice(int x) { return 2 * x; }
int square(int x) { return x * x; }
int negate(int x) { return -x; }
double half(double x) { return x / 2; }
double half(int x) { return x / 2; }
void hello() { std::cout << "hello" << std::endl; }
static int counter = 0;
void bump() { ++counter; }

typedef int (*IntFn)(int);
using Unary = int (*)(int);

struct Op {
  char name;
  int (*fn)(int);
};

struct Test {
  int id;
  void (*run)();
};

struct Scale {
  static int triple(int x) { return 3 * x; }
};

// A function pointer deduced as a template argument.
template <class F>
int callWith(F f, int x) { return f(x); }

int apply(IntFn f, int v) { return f(v); }
int applyTwice(int (*f)(int), int v) { return f(f(v)); }
Unary pick(int which) { return which == 0 ? twice : which == 1 ? &square : negate; }

// A function that reads an array_view on the host: it waits for the GPU.
int gpuSum(int n) {
  std::vector<int> data(n);
  array_view<int, 1> av(n, data);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = i[0] + 1; });
  int sum = 0;
  for (int i = 0; i < n; i++) sum += av[i];
  return sum;
}

int main() {
  void (*p)() = hello;
  p();
  (*p)();
  IntFn q = &twice;
  Unary r = square;
  std::cout << q(3) << " " << r(4) << " " << (*q)(5) << " " << apply(negate, 6) << " " << applyTwice(square, 3) << std::endl;

  std::vector<IntFn> table;
  table.push_back(twice);
  table.push_back(&square);
  table.push_back(negate);
  for (int i = 0; i < (int)table.size(); i++) std::cout << table[i](7) << " ";
  std::cout << std::endl;
  for (auto f : table) std::cout << f(-2) << " ";
  std::cout << std::endl;

  Op ops[] = {{'t', twice}, {'s', square}, {'n', &negate}};
  for (const Op& op : ops) printf("%c(9) = %d\n", op.name, op.fn(9));

  std::vector<Test> tests;
  tests.push_back({1, bump});
  tests.push_back({2, hello});
  tests.push_back({3, bump});
  for (auto& t : tests) t.run();
  std::cout << "counter " << counter << std::endl;

  for (int w = 0; w < 3; w++) std::cout << pick(w)(10) << " ";
  std::cout << std::endl;

  // The target type picks the overload.
  double (*hd)(double) = half;
  double (*hi)(int) = half;
  std::cout << hd(5) << " " << hi(5) << std::endl;

  // Null, comparison, conditions.
  IntFn none = nullptr;
  IntFn zero = 0;
  std::cout << (none == nullptr) << (zero == none) << (q == twice) << (q != &twice) << (q == r) << std::endl;
  if (!none) std::cout << "none is null" << std::endl;
  if (q) std::cout << "q is set" << std::endl;
  none = q;
  std::cout << (none == q) << " " << none(21) << std::endl;
  IntFn chosen = counter > 1 ? square : negate;
  std::cout << chosen(8) << std::endl;

  // A lambda that captures nothing converts to a function pointer.
  int (*lam)(int) = [](int x) { return x + 100; };
  std::cout << lam(1) << std::endl;

  // A static member function's address, and pointers deduced by templates.
  IntFn t3 = Scale::triple;
  std::cout << t3(4) << " " << callWith(twice, 4) << " " << callWith(&Scale::triple, 5) << " " << callWith(t3, 6) << std::endl;

  int (*g)(int) = gpuSum;
  std::cout << "gpu " << g(8) << std::endl;
  return 0;
}
