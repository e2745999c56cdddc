// Compile-time C++: constexpr functions evaluated where a constant is needed (array bounds,
// template arguments, static_assert, case labels), static_assert with messages (at namespace
// scope, in a class template per instance, in a function), sizeof of types and expressions,
// and decltype in declarations.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

constexpr int square(int x) restrict(cpu, amp) { return x * x; }
constexpr int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
constexpr unsigned int bitsSet(unsigned int v) {
  unsigned int count = 0;
  while (v != 0) {
    count += v & 1u;
    v >>= 1;
  }
  return count;
}
constexpr int collatzSteps(int n) {
  int steps = 0;
  for (; n != 1; ++steps) {
    if (n % 2 == 0) n /= 2;
    else n = 3 * n + 1;
  }
  return steps;
}
constexpr int classify(int n) {
  switch (n % 3) {
    case 0: return 10;
    case 1:
    case 2: return 20 + n % 3;
    default: return -1;
  }
}

template <int N> struct Tile { static const int size = N; int data[N]; };

template <typename T> struct Buffer {
  static_assert(sizeof(T) <= 8, "Buffer holds scalars of at most 8 bytes");
  T values[4];
};

struct Mixed { char c; int i; short s; };
struct WithDouble { char c; double d; };
struct Nested { Mixed m; char tail; };

static_assert(fib(10) == 55, "fib");
static_assert(sizeof(Mixed) == 12, "Mixed is padded to 12 bytes");

int main() {
  int table[square(3)];
  Tile<fib(6)> t;
  std::cout << sizeof(table) / sizeof(table[0]) << " " << Tile<fib(6)>::size << " " << t.size << " " << sizeof(t.data) << std::endl;
  std::cout << bitsSet(0xF0F0u) << " " << collatzSteps(27) << " " << classify(9) << classify(10) << classify(11) << std::endl;
  static_assert(bitsSet(255u) == 8, "eight bits");
  switch (5) {
    case square(2) + 1: std::cout << "case square(2) + 1" << std::endl; break;
    default: std::cout << "default" << std::endl; break;
  }
  std::cout << sizeof(char) << sizeof(short) << sizeof(int) << sizeof(long long) << sizeof(float) << sizeof(double)
            << sizeof(bool) << sizeof(int*) << " " << sizeof(Mixed) << " " << sizeof(WithDouble) << " " << sizeof(Nested)
            << " " << sizeof(Buffer<double>) << " " << sizeof(Buffer<char>) << std::endl;
  int x = 3;
  int& rx = x;
  decltype(x) copy = x;
  decltype(rx) alias = x;
  decltype(x + 0.5) mixed = x + 0.5;
  decltype(table[0]) element = table[1];
  alias = 10;
  element = 42;
  copy += 1;
  std::cout << x << " " << copy << " " << mixed << " " << table[1] << " " << sizeof(decltype(mixed)) << " " << sizeof x << std::endl;

  std::vector<int> data(8);
  for (int i = 0; i < 8; i++) data[i] = i;
  array_view<int, 1> av(8, data);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    int local[square(2)];
    for (int k = 0; k < square(2); k++) local[k] = k * av[i];
    decltype(local[0] + 1) s = 0;
    for (int k = 0; k < square(2); k++) s += local[k];
    av[i] = s + square(av[i]);
  });
  for (int i = 0; i < 8; i++) std::cout << av[i] << (i == 7 ? "\n" : " ");
  return 0;
}
