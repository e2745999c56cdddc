// Scoped enums convert to nothing implicitly, but explicitly (static_cast, functional and C
// casts); they compare with their own type and switch over their own enumerators. Two scoped
// enums may name the same enumerator, each in its own scope, nested in a class or a namespace.
// A smart pointer's and std::function's operator bool is explicit, which a condition calls.
#include <functional>
#include <iostream>
#include <map>
#include <memory>
#include <vector>
enum class E { A, B, C };
enum class F { C, B, A };
enum Plain { P0, P1 };
namespace N { enum class Mode { Off, On }; }
struct S { enum class Kind { A = 7, B }; Kind k = Kind::B; };
int f(int x) { return x + 1; }
int f(E e) { return static_cast<int>(e) * 10; }
const char* name(E e) {
  switch (e) {
    case E::A: return "A";
    case E::B: return "B";
    default: return "other";
  }
}
int main() {
  E e = E::B;
  std::cout << f(e) << ' ' << f(1) << ' ' << name(e) << ' ' << name(E::C) << '\n';
  std::cout << (e == E::B) << (e != E::A) << (e < E::C) << (E::A >= e) << '\n';
  std::cout << int(E::C) << ' ' << int(F::C) << ' ' << (double)E::C << ' ' << static_cast<long>(e) + P1 << '\n';
  E g = static_cast<E>(2);
  F h = static_cast<F>(E::A);
  std::cout << (g == E::C) << (h == F::C) << '\n';
  N::Mode m = N::Mode::On;
  S s;
  std::cout << static_cast<int>(m) << ' ' << static_cast<int>(s.k) << ' ' << (s.k == S::Kind::B) << ' ' << int(S::Kind::A) << '\n';
  std::vector<E> v{E::A, E::C};
  std::map<E, int> counts;
  counts[E::B] = 3;
  std::cout << v.size() << counts[E::B] << (v[1] == E::C) << '\n';
  auto p = std::make_unique<int>(4);
  if (p) std::cout << "p " << *p << '\n';
  std::cout << static_cast<bool>(p) << bool(p) << !p << (p ? 1 : 2) << '\n';
  std::function<int()> fn;
  if (!fn) std::cout << "empty\n";
  fn = [] { return 5; };
  if (fn && fn() == 5) std::cout << "set\n";
  bool literal = "x";
  std::cout << literal << '\n';
  int i = P1;
  std::cout << i + P1 << '\n';
  return 0;
}
