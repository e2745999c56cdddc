// expect: error unsupported 10:3
// expect: error unsupported 11:3
// expect: error unsupported 14:1
// A user-defined conversion function (`operator double()`) has no return type before its name;
// ampc's conversions are C++'s standard ones and converting constructors, so it is refused where it
// is declared (in the class or defined outside it), not left to an error where `double d = m;`
// needs it. The rest of the class still parses: one error per conversion function.
#include <iostream>
struct Meters {
  operator double() const { return value; }
  explicit operator bool() const;
  double value;
};
Meters::operator bool() const { return value != 0; }
int main() {
  Meters m{2.5};
  std::cout << m.value << "\n";
  return 0;
}
