// expect: error unsupported-destructor 10:15
// A temporary bound to a reference parameter is destroyed at the end of the full-expression
// (g++ prints "drop 3" before "r=6"); ampc never destroyed it, so it is refused.
#include <iostream>
struct D { int v; D(int v) : v(v) { std::cout << "make " << v << "\n"; } ~D() { std::cout << "drop " << v << "\n"; } };
int get(const D& d) { return d.v * 2; }
int main() {
  D named(1);
  std::cout << get(named) << "\n";
  int r = get(D(3));
  std::cout << "r=" << r << "\n";
  return 0;
}
