// expect: error unsupported 14:29
// expect: error unsupported 15:32
// A pointer to a virtual member function (its call would dispatch on the object) and to an
// overloaded one are not supported by ampc; pointers to other member functions are.
#include <iostream>

struct Shape {
  virtual int sides() const { return 0; }
  int scale(int k) const { return k; }
  int scale(int k, int m) const { return k * m; }
};

int main() {
  int (Shape::*f)() const = &Shape::sides;
  int (Shape::*g)(int) const = &Shape::scale;
  Shape s;
  std::cout << (s.*f)() + (s.*g)(2) << std::endl;
  return 0;
}
