// g++ evaluates some operands in an order other than as written: where it folds an expression,
// a commutative operator or comparison with a variable on the left and something else on the
// right is turned round, and -a + b becomes b - a (GCC fold-const.cc tree_swap_operands_p, match.pd).
// C++ leaves the order unspecified; ampc gives g++'s, which its programs were built with.
#include <iostream>
namespace t0 {
int gi = 1;
int f(int& r) { r += 10; return 5; }
unsigned fu(int& r) { r += 10; return 5u; }
long long fl(int& r) { r += 10; return 5; }
double fd(double& r) { r += 10; return 5; }
bool fb(int& r) { r += 10; return true; }
int g() { gi += 100; return 3; }
struct S { int m; };
void run() {
  int x;
  x = 1; std::cout << "plus " << (x + f(x)) << "\n";
  x = 1; std::cout << "minus " << (x - f(x)) << "\n";
  x = 1; std::cout << "mul " << (x * f(x)) << "\n";
  x = 1; std::cout << "and " << (x & f(x)) << "\n";
  x = 1; std::cout << "or " << (x | f(x)) << "\n";
  x = 1; std::cout << "xor " << (x ^ f(x)) << "\n";
  x = 1; std::cout << "lt " << (x < f(x)) << "\n";
  x = 1; std::cout << "le " << (x <= f(x)) << "\n";
  x = 1; std::cout << "eq " << (x == f(x)) << "\n";
  x = 1; std::cout << "ne " << (x != f(x)) << "\n";
  x = 1; std::cout << "shl " << (x << f(x)) << "\n";
  x = 1; std::cout << "div " << (x / f(x)) << "\n";
  x = 1; std::cout << "unsx+u " << (x + fu(x)) << "\n";
  x = 1; std::cout << "x+ll " << (x + fl(x)) << "\n";
  double d = 1; std::cout << "d+ " << (d + fd(d)) << "\n";
  d = 1; std::cout << "d< " << (d < fd(d)) << "\n";
  d = 1; std::cout << "d* " << (d * fd(d)) << "\n";
  gi = 1; std::cout << "global " << (gi + g()) << "\n";
  x = 1; std::cout << "neg " << (-x + f(x)) << "\n";
  x = 1; std::cout << "both " << (x + f(x) + x) << "\n";
  x = 1; std::cout << "paren " << ((x) + f(x)) << "\n";
  x = 1; int& r = x; std::cout << "ref " << (r + f(x)) << "\n";
  S s{1}; std::cout << "member " << (s.m + f(s.m)) << "\n";
  x = 1; std::cout << "andand " << (x && fb(x)) << " " << x << "\n";
  x = 1; std::cout << "bool+ " << (x + fb(x)) << "\n";
  x = 1; std::cout << "tern " << (x ? f(x) + x : 0) << "\n";
  x = 1; std::cout << "rhs " << (f(x) + x) << "\n";
  x = 1; std::cout << "two " << (x + f(x) * 2) << "\n";
  x = 1; std::cout << "gt " << (x > f(x)) << "\n";
  }
}
namespace t1 {
int f(int& r) { r += 10; return 5; }
unsigned fu(unsigned& r) { r += 10; return 5u; }
float ff(float& r) { r += 10; return 5; }
double fd(float& r) { r += 10; return 5; }
long fl(long& r) { r += 10; return 5; }
long long fll(long& r) { r += 10; return 5; }
char fc(char& r) { r += 10; return 5; }
int* fp(int*& p, int* q) { p = q; return q; }
void run() {
  int x; int a[3] = {1,2,3}; int i = 0; int y = 2;
  x = 1; std::cout << "negarr " << (-a[i] + f(a[i])) << "\n";
  x = 1; std::cout << "negmul " << (-x * f(x)) << "\n";
  x = 1; std::cout << "xyf " << (x + y + f(x)) << "\n";
  x = 1; std::cout << "x1f " << ((x + 1) + f(x)) << "\n";
  x = 1; std::cout << "xnegf " << (x + -f(x)) << "\n";
  x = 1; std::cout << "xfy " << (x + f(x) < y + 20) << "\n";
  x = 1; std::cout << "negneg " << (-x - f(x)) << "\n";
  x = 1; std::cout << "notx " << (~x + f(x)) << "\n";
  unsigned u = 1; std::cout << "uu " << (u + fu(u)) << "\n";
  u = 1; std::cout << "uneg " << (-u + fu(u)) << "\n";
  float fl1 = 1; std::cout << "ff " << (fl1 + ff(fl1)) << "\n";
  fl1 = 1; std::cout << "fneg " << (-fl1 + ff(fl1)) << "\n";
  fl1 = 1; std::cout << "fdbl " << (fl1 + fd(fl1)) << "\n";
  long L = 1; std::cout << "long+ll " << (L + fll(L)) << "\n";
  L = 1; std::cout << "long+l " << (L + fl(L)) << "\n";
  char c = 1; std::cout << "char " << (c + fc(c)) << "\n";
  c = 1; std::cout << "chareq " << (c == fc(c)) << "\n";
  x = 1; std::cout << "eqconst " << (x == f(x) + 6) << "\n";
  x = 1; std::cout << "ge " << (x >= f(x)) << "\n";
  int* p = &a[0]; std::cout << "ptr " << (p == fp(p, &a[1])) << "\n";
  x = 1; std::cout << "xx " << (x * x + f(x)) << "\n";
  x = 1; bool b = (x + f(x)) == 16; std::cout << "init " << b << "\n";
  x = 1; int z = x + f(x); std::cout << "decl " << z << "\n";
  x = 1; z = 0; z += x + f(x); std::cout << "comp " << z << "\n";
  x = 1; std::cout << "min " << (x % f(x)) << "\n";
  x = 1; std::cout << "land " << (x + f(x) && true) << "\n";
  }
}
namespace t2 {
int f(int& r) { r += 10; return 5; }
int g(int& r) { r *= 3; return 2; }
unsigned fu(int& r) { r += 10; return 5u; }
void run() {
  int x, y;
  x = 1; std::cout << "xnegf " << (x + -f(x)) << "\n";
  x = 1; std::cout << "x--f " << (x - -f(x)) << "\n";
  x = 1; y = 1; std::cout << "-g+f " << (-g(x) + f(x)) << "\n";
  x = 1; std::cout << "negconv " << (-x + fu(x)) << "\n";
  x = 1; std::cout << "neg+neg " << (-x + -f(x)) << "\n";
  x = 1; std::cout << "eqneg " << (x == -f(x)) << "\n";
  x = 1; std::cout << "mulneg " << (x * -f(x)) << "\n";
  x = 1; std::cout << "f+x " << (f(x) + x) << "\n";
  x = 1; std::cout << "notx " << (!x == f(x)) << "\n";
  x = 1; std::cout << "xandf " << (x & -f(x)) << "\n";
  x = 1; std::cout << "lt2 " << (x < f(x) + 7) << "\n";
  x = 1; std::cout << "2x " << (2 * x + f(x)) << "\n";
  x = 1; std::cout << "x2 " << (x * 2 + f(x)) << "\n";
  x = 1; std::cout << "fx " << (f(x) * x + x) << "\n";
  }
}
namespace t3 {
int gi = 1;
int bump(int& r) { r += 10; return 5; }
int bumpg() { gi += 10; return 5; }
struct K { static int s; int m; int viaMember() { m = 1; return m + bumpm(); } int bumpm() { m += 10; return 5; } };
int K::s = 1;
int bumps() { K::s += 10; return 5; }
int param(int p) { return p + bump(p); }
void run() {
  int x = 1;
  auto byRef = [&]() { return x + bump(x); };
  std::cout << "lambda-ref " << byRef() << "\n";
  x = 1;
  auto byVal = [x]() mutable { return x + bump(x); };
  std::cout << "lambda-val " << byVal() << "\n";
  auto global = []() { gi = 1; return gi + bumpg(); };
  std::cout << "lambda-global " << global() << "\n";
  auto own = []() { int y = 1; return y + bump(y); };
  std::cout << "lambda-own " << own() << "\n";
  std::cout << "static-member " << (K::s + bumps()) << "\n";
  K k; std::cout << "member " << k.viaMember() << "\n";
  std::cout << "param " << param(1) << "\n";
  x = 1; int* px = &x; std::cout << "deref " << (*px + bump(x)) << "\n";
  x = 1; std::cout << "cond " << (x + bump(x) > 12 ? "yes" : "no") << "\n";
  x = 1; if (x == bump(x) + 6) std::cout << "if-swapped\n"; else std::cout << "if-not\n";
  x = 1; while (x < bump(x)) { x = 100; } std::cout << "while " << x << "\n";
  }
}
// Folds g++ makes first: an operation with its identity is the variable (x * 1 is x), an unsigned
// (wrapping) sum is reassociated ((u + 1) + y is (u + y) + 1).
namespace t4 {
unsigned fu(unsigned& r) { r += 10; return 5u; }
int f(int& r) { r += 10; return 5; }
double fd(double& r) { r += 10; return 5; }
void run() {
  unsigned u; int x; double d;
  u = 1; std::cout << "u1 " << ((u + 1) + fu(u)) << "\n";
  u = 1; std::cout << "u2 " << ((u * 2) + fu(u)) << "\n";
  u = 1; std::cout << "u0 " << ((u + 0) + fu(u)) << "\n";
  x = 1; std::cout << "x*1 " << ((x * 1) + f(x)) << "\n";
  x = 1; std::cout << "x-0 " << ((x - 0) + f(x)) << "\n";
  x = 1; std::cout << "x|0 " << ((x | 0) + f(x)) << "\n";
  x = 1; std::cout << "x/1 " << ((x / 1) + f(x)) << "\n";
  x = 1; std::cout << "x<<0 " << ((x << 0) + f(x)) << "\n";
  d = 1; std::cout << "d*1 " << ((d * 1.0) + fd(d)) << "\n";
  d = 1; std::cout << "d+0 " << ((d + 0.0) + fd(d)) << "\n";
  d = 1; std::cout << "d-0 " << ((d - 0.0) + fd(d)) << "\n";
  u = 1; std::cout << "u-1 " << ((u - 1) + fu(u)) << "\n";
  x = 1; std::cout << "(int)x " << ((int)x + f(x)) << "\n";
  x = 1; std::cout << "x+x " << ((x + x) + f(x)) << "\n";
  x = 1; std::cout << "fxx " << (f(x) + x + x) << "\n";
  u = 1; std::cout << "uuf " << (u + (u + fu(u))) << "\n";
  x = 1; std::cout << "xxf " << (x + (x + f(x))) << "\n";
  x = 1; std::cout << "x-f " << (x - f(x) + x) << "\n";
  }
}
int main() {
  t0::run();
  t1::run();
  t2::run();
  t3::run();
  t4::run();
  return 0;
}
