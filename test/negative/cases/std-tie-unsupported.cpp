// expect: error unsupported-library 20:12
// expect: error unsupported 21:24
// expect: error unsupported 23:21
// expect: error unsupported 23:35
// expect: error not-assignable 24:21
// std::tie is supported as `std::tie(a, b) = x` and in comparisons of values copied without
// running code (std-tie.cpp); a tuple of references kept in a variable, a comparison of a tie
// holding std::ignore, of a class whose copy constructor is the program's, or of a value that is
// no variable, are reported as not supported by ampc.
#include <iostream>
#include <tuple>
struct Noisy {
  int v;
  Noisy(int x) : v(x) {}
  Noisy(const Noisy& o) : v(o.v) { std::cout << "copy\n"; }
  bool operator<(const Noisy& o) const { return v < o.v; }
};
int main() {
  int a = 1, b = 2;
  auto t = std::tie(a, b);
  bool x = std::tie(a, std::ignore) < std::tie(b, b);
  Noisy n(1), m(2);
  bool y = std::tie(n) < std::tie(m);
  bool z = std::tie(a + 1, b) < std::tie(a, b);
  return x + y + z;
}
