// Found by the differential fuzzer's classes (seed 295): `(o += a) += o.f` with a class's
// operator+=. C++17 sequences an assignment's right operand before its left one, overloaded
// operators included ([expr.ass]/1, [over.match.oper]/2), so `o.f` is read before `o += a`
// changes it (g++ prints "3 1"; ampc read o.f after the inner += and printed "4 1").
// argument-order.ts now moves the right operand into a temporary, evaluated first.
#include <iostream>
struct K {
  int f;
  K& operator+=(int x) { f += x; return *this; }
};
int main() {
  K o{1};
  (o += 1) += o.f;
  K p{1};
  p += p.f;
  std::cout << o.f << " " << p.f - 1 << "\n";
  return 0;
}
