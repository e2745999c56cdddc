// expect: error unsupported 8:3
// A conversion function template (`template <class T> operator T()`) would have to deduce T from
// each target type ([temp.deduct.conv]), which ampc does not: it is refused where it is declared.
// The rest of the class still parses, and its plain conversion function still converts.
#include <iostream>
struct Meters {
  operator double() const { return value; }
  template <class T> operator T() const { return T(value); }
  double value;
};
int main() {
  Meters m{2.5};
  double d = m;
  std::cout << d << "\n";
  return 0;
}
