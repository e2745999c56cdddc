// expect: error host-unsupported 20:3
// expect: error host-unsupported 22:3
// expect: error host-unsupported 23:3
// libstdc++'s copy assignment of a std::vector (from a vector, a braced list or a range) assigns
// the elements that fit its capacity by their operator= and copy-constructs the others (all of
// them where it reallocates): which user code runs depends on the capacity, which ampc does not
// model. A temporary is moved in whole, running none of it, and is accepted (line 24).
#include <iostream>
#include <vector>

struct Loud {
  int a;
  Loud(int x) : a(x) {}
  Loud(const Loud& o) : a(o.a) { std::cout << "copy\n"; }
  Loud& operator=(const Loud& o) { a = o.a; std::cout << "assign\n"; return *this; }
};

int main() {
  std::vector<Loud> v(2, Loud(1)), w(3, Loud(2));
  v = w;
  std::cout << v[0].a << "\n";
  v = {Loud(3)};
  v.assign(w.begin(), w.end());
  v = std::vector<Loud>(1, Loud(4));
  std::cout << v[0].a << "\n";
}
