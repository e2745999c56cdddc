// Found by the differential fuzzer's classes (test/fuzz/classes.ts): an overloaded operator or a
// call whose operands g++ evaluates right to left keeps a class-typed operand (a function's
// result) in a temporary. That temporary is only a place for the object the call makes: no
// constructor runs for it, so a constructor with side effects runs exactly as often as in C++.
#include <cstdio>
#include <iostream>

int constructed = 0;
int log_ = 0;

struct Counted {
  long v;
  Counted() : v(1) { ++constructed; log_ = log_ * 10 + 1; }
  Counted(long x, int tag) : v(x) { ++constructed; log_ = log_ * 10 + tag; }
  Counted operator-() const { Counted r = *this; r.v = -v; return r; }
  Counted operator+(const Counted& o) const { Counted r = *this; r.v = v + o.v; return r; }
};

Counted bumped(Counted c, int x) { c.v += x; return c; }
Counted made(int tag) { return Counted(tag * 100, tag); }
long sum(Counted a, Counted b) { return a.v + b.v; }

int main() {
  Counted a;
  Counted b = (-a) + bumped(a, 3);
  std::cout << constructed << " " << b.v << "\n";
  Counted c = bumped(a, 4) + (-b);
  std::cout << constructed << " " << c.v << "\n";
  // Two constructing operands: g++ makes the right one first.
  Counted d = made(2) + made(3);
  std::cout << constructed << " " << log_ << " " << d.v << "\n";
  long s = sum(made(4), bumped(made(5), 1));
  std::cout << constructed << " " << log_ << " " << s << "\n";
  return 0;
}
