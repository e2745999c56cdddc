// Overload resolution with conversion functions: a user-defined conversion ranks below every
// standard conversion; two user-defined conversions through the same conversion function compare
// by the standard conversion after it; the conversion functions compete among themselves by
// that second conversion; and against a converting constructor of the target class by how each
// binds the object (const or not).
#include <iostream>

struct A { int v; operator int() const { return v; } };
struct S { short v; operator short() const { return v; } };
struct B {
  int i;
  double d;
  operator int() const { return i; }
  operator double() const { return d; }
};
struct Wide { long v; Wide(long x) : v(x) {} };
struct Frac {
  int n, d;
  operator double() const { return double(n) / d; }
};
Frac operator+(const Frac& a, const Frac& b) { return Frac{a.n * b.d + b.n * a.d, a.d * b.d}; }
bool operator==(const Frac& a, int n) { return a.n == n * a.d; }

const char* g(int) { return "g(int)"; }
const char* g(double) { return "g(double)"; }
const char* h(int) { return "h(int)"; }
const char* h(long) { return "h(long)"; }
const char* k(long) { return "k(long)"; }
const char* k(A) { return "k(A)"; }
const char* p(int) { return "p(int)"; }
const char* p(char) { return "p(char)"; }
const char* q(double) { return "q(double)"; }
const char* q(Wide) { return "q(Wide)"; }
const char* r(B) { return "r(B)"; }
const char* r(double) { return "r(double)"; }
const char* t(float) { return "t(float)"; }
const char* t(const char*) { return "t(const char*)"; }

// `B b = a;` where B has B(const A&) and A has operator B(): the object binding decides.
struct To;
struct ConstFrom { int v; operator To() const; };
struct MutableFrom { int v; operator To(); };
struct To {
  int v;
  To() : v(0) {}
  To(const ConstFrom& a) : v(a.v + 100) {}
  To(const MutableFrom& a) : v(a.v + 100) {}
};
ConstFrom::operator To() const { To t; t.v = v + 200; return t; }
MutableFrom::operator To() { To t; t.v = v + 200; return t; }

int main() {
  A a{7};
  S s{3};
  B b{1, 2.5};
  std::cout << g(a) << " " << h(a) << " " << k(a) << " " << k(5) << "\n";
  std::cout << p(s) << " " << q(3) << " " << r(b) << " " << t(a) << "\n";
  int i = b;
  double d = b;
  float f = a;
  std::cout << i << " " << d << " " << f << "\n";
  Frac x{1, 2}, y{1, 3};
  Frac z = x + y;
  std::cout << z.n << "/" << z.d << " " << z << " " << x + 1.0 << " " << 2 * y << " " << (Frac{4, 2} == 2) << "\n";
  long l = a;
  unsigned u = s;
  std::cout << l << " " << u << " " << (a == 7) << (s != 3) << "\n";
  ConstFrom cf{1};
  MutableFrom mf{1};
  To byConstructor = cf;
  To byFunction = mf;
  std::cout << byConstructor.v << " " << byFunction.v << "\n";
  return 0;
}
