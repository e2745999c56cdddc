// A user operator<< on std::ostream: as a free function and as a hidden friend, in the middle of
// a chain, on std::cout, std::cerr and a std::ostringstream, returning `os` or `os << ...`; and
// std::cout or an ostringstream passed to a `std::ostream&` parameter.
#include <iostream>
#include <iomanip>
#include <sstream>
#include <string>

struct P { int x; int y; };
std::ostream& operator<<(std::ostream& os, const P& p) { os << "(" << p.x << ", " << p.y << ")"; return os; }

class Q {
  double v;
public:
  Q(double x) : v(x) {}
  friend std::ostream& operator<<(std::ostream& os, const Q& q) { return os << "Q" << std::fixed << std::setprecision(2) << q.v; }
};

struct Line { P a; P b; };
std::ostream& operator<<(std::ostream& os, const Line& l) { return os << l.a << "-" << l.b; }

void print(std::ostream& os, int n) { os << "n=" << n << "\n"; }
std::ostream& banner(std::ostream& os) { os << "== "; return os; }

int main() {
  P p{1, 2};
  std::cout << p << std::endl;
  std::cout << "p is " << p << " and q is " << Q(7) << "!" << std::endl;
  std::cout << 1.5 << " keeps fixed from the stream state" << std::endl;
  std::cerr << p << "\n";
  std::ostringstream oss;
  oss << p << ' ' << Q(3.14159) << ' ' << Line{{0, 1}, {2, 3}};
  std::cout << oss.str() << "\n";
  print(std::cout, 5);
  print(oss, 6);
  std::cout << oss.str();
  banner(std::cout) << Line{p, p} << "\n";
  return 0;
}
