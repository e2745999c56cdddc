// A program's own `std::istream& operator>>(std::istream&, S&)`: called in a chain after built-in
// reads, tested as a loop's condition (the stream it returns), chained with itself, reading a
// nested class through another operator>>, from std::cin (empty here: the reads fail) and from a
// std::stringstream; `return in >> ...;` returns the stream, whose state the caller tests.
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

struct P {
  int x = 0;
  double y = 0;
  std::string name;
};
std::istream& operator>>(std::istream& in, P& p) { return in >> p.x >> p.y >> p.name; }
std::ostream& operator<<(std::ostream& o, const P& p) { return o << p.name << "(" << p.x << "," << p.y << ")"; }

struct Segment {
  P from, to;
};
std::istream& operator>>(std::istream& in, Segment& s) {
  in >> s.from;
  return in >> s.to;
}

std::istream& readPair(std::istream& in, int& a, int& b) { return in >> a >> b; }

int main() {
  std::istringstream in("3 1 2.5 a 4 0.25 bb 7 8.5 ccc 9 oops");
  int n;
  P first;
  in >> n >> first;
  std::cout << n << " " << first << "\n";
  std::vector<P> ps;
  P p;
  while (in >> p) ps.push_back(p);
  for (const auto& q : ps) std::cout << q << " ";
  std::cout << ps.size() << " " << in.fail() << in.eof() << " " << p << "\n";

  std::istringstream two("1 2 x 3 4 y");
  P a, b;
  two >> a >> b;
  std::cout << a << b << " " << two.fail() << "\n";

  std::stringstream segs;
  segs << "0 0 s 1 1 t\n2 2 u 3 3 v\n4 4";
  Segment s;
  int count = 0;
  while (segs >> s) {
    std::cout << s.from << "-" << s.to << " ";
    count++;
  }
  std::cout << count << "\n";

  P fromCin;
  if (!(std::cin >> fromCin)) std::cout << "no input " << fromCin << "\n";

  std::istringstream nums("5 6 7");
  int u, v;
  if (readPair(nums, u, v)) std::cout << u + v << "\n";
  if (!readPair(nums, u, v)) std::cout << "short " << u << "\n";
  return 0;
}
