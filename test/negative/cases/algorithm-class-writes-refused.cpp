// expect: error unsupported-library 25:3
// expect: error unsupported-library 26:3
// expect: error unsupported-library 27:31
// expect: error unsupported-library 28:3
// The algorithms that write class objects which ampc refuses, each said in the program's terms:
// a copy between two classes (C++ converts through operator=, ampc copies one class only), a
// difference of adjacent elements (libstdc++ keeps copies of them), a transform whose returned
// temporary has a destructor (g++ runs it after each assignment), and the move algorithm over a
// class whose move empties a std::string member.
#include <algorithm>
#include <numeric>
#include <string>
#include <vector>
struct S { int a; };
struct T { int a; T& operator=(const S& s) { a = s.a; return *this; } };
struct D { int a; ~D() { a = 0; } };
struct N { int a; std::string s; };
int main() {
  std::vector<S> s(3);
  std::vector<T> t(3);
  D d[3] = {{1}, {2}, {3}};
  D e[3] = {{0}, {0}, {0}};
  std::vector<N> n(2), m(2);
  S diff[3];
  std::copy(s.begin(), s.end(), t.begin());
  std::adjacent_difference(s.begin(), s.end(), diff, [](const S& x, const S& y) { return S{x.a - y.a}; });
  std::transform(d, d + 3, e, [](const D& x) { return D{x.a}; });
  std::move(n.begin(), n.end(), m.begin());
  return 0;
}
