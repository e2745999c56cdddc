// A user-written copy constructor runs for direct and copy initialisation from an lvalue and
// for by-value arguments.
#include <iostream>

struct Tracked {
  int value;
  int copies;
  Tracked(int v) : value(v), copies(0) {}
  Tracked(const Tracked& o) : value(o.value * 10), copies(o.copies + 1) {}
};

int peek(Tracked t) { return t.value + t.copies; }

int main() {
  Tracked a(1);
  Tracked b(a);
  Tracked c = b;
  std::cout << a.value << " " << b.value << " " << c.value << " " << c.copies << " " << peek(c) << std::endl;
  return 0;
}
