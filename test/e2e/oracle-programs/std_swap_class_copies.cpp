// std::swap of class objects is libstdc++'s `T tmp(move(a)); a = move(b); b = move(tmp);`: for a
// class without move operations, the copy constructor once, then operator= twice (not a default
// constructor and three assignments); a class without a default constructor swaps too.
#include <iostream>
#include <string>
#include <utility>
#include <vector>

struct Loud {
  int a;
  explicit Loud(int x) : a(x) { std::cout << "k" << a; }
  Loud(const Loud& o) : a(o.a) { std::cout << " c" << a; }
  Loud& operator=(const Loud& o) { std::cout << " =" << o.a; a = o.a; return *this; }
};

struct Plain {
  int a;
  std::string s;
  Plain(int x, std::string t) : a(x), s(std::move(t)) {}
};

int main() {
  Loud x(1), y(2);
  std::cout << "\n";
  std::swap(x, y);
  std::cout << "\n" << x.a << y.a << "\n";
  Loud arr[2] = {Loud(3), Loud(4)};
  std::cout << "\n";
  std::swap(arr[0], arr[1]);
  std::cout << "\n" << arr[0].a << arr[1].a << "\n";
  Plain p(1, "one"), q(2, "two");
  Plain& rp = p;
  std::swap(p, q);
  std::cout << p.a << p.s << " " << q.a << q.s << " " << rp.s << "\n";
  std::vector<Plain> v = {Plain(5, "five"), Plain(6, "six")};
  Plain& first = v[0];
  std::swap(v[0], v[1]);
  std::cout << first.s << " " << v[1].s << "\n";
  return 0;
}
