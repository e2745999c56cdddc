// expect: error unsupported-library 16:3
// std::swap moves: a class with a user-written move constructor or move assignment would run
// them, which ampc does not; refused rather than swapped by copies.
#include <iostream>
#include <utility>

struct Mover {
  int a;
  Mover(int x) : a(x) {}
  Mover(Mover&& o) : a(o.a) { o.a = -1; std::cout << "m"; }
  Mover& operator=(Mover&& o) { a = o.a; o.a = -2; std::cout << "M"; return *this; }
};

int main() {
  Mover p(1), q(2);
  std::swap(p, q);
  std::cout << p.a << q.a << "\n";
  return 0;
}
