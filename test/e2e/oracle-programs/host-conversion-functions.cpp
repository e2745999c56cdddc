// Conversion functions (`operator T()`) in every context where C++ converts a class object:
// copy-initialisation, return, arguments, built-in operators' operands, assignment, subscripts,
// casts, direct-initialisation, a switch's condition, and the contextual conversions to bool of
// explicit operator bool.
#include <cstdio>
#include <iostream>
#include <string>

struct Meters {
  double value;
  operator double() const { return value; }
};

struct Handle {
  int id;
  explicit operator bool() const { return id != 0; }
};

struct Counter {
  int n;
  operator int() const;
};
Counter::operator int() const { return n * 2; }

// A conversion to a reference: the result is the member itself.
struct Cell {
  int v;
  operator int&() { return v; }
};

// Conversion functions are inherited.
struct Base {
  int v;
  operator int() const { return v + 1; }
};
struct Derived : Base {};

// A non-const object prefers the non-const function; a const one can call the const one only.
struct Picky {
  int v;
  operator int() { return v; }
  operator int() const { return -v; }
};

// A class template's conversion function, defined outside the class.
template <class T> struct Box {
  T v;
  operator T() const;
};
template <class T> Box<T>::operator T() const { return v; }

// A conversion to a class type.
struct Point { int x, y; };
struct Pair {
  int a, b;
  operator Point() const { return Point{a, b}; }
};

// A conversion to a class of the library, and an old-style (non-explicit) operator bool.
struct Name {
  std::string s;
  operator std::string() const { return "<" + s + ">"; }
};
struct Bit {
  bool b;
  operator bool() const { return b; }
};
std::string wrap(const std::string& x) { return "[" + x + "]"; }

struct Level {
  unsigned char raw;
  operator unsigned char() const { return raw; }
};

double half(double x) { return x / 2; }
double twice(Meters m) { return m * 2; }
double back(const Meters& m) { return m; }
int readPicky(const Picky& p) { return p; }
int plot(const Point& p) { return p.x * 10 + p.y; }
Point toPoint(const Pair& p) { return p; }
bool valid(const Handle& h) { return static_cast<bool>(h); }

int main() {
  Meters m{2.5};
  double d = m;
  std::cout << d << "\n";
  std::cout << half(m) << " " << twice(m) << " " << back(m) << "\n";
  std::cout << m + 1.0 << " " << (m < 3) << " " << -m << " " << 10 / m << " " << (m == 2.5) << "\n";
  double e = 0;
  e = m;
  e += m;
  e *= m;
  std::cout << e << "\n";
  std::cout << static_cast<int>(m) << " " << (int)m << " " << double(m) << " " << int(m) << "\n";
  int direct(m);
  float braced{Box<float>{1.5f}};
  std::cout << direct << " " << braced << "\n";

  Handle h{3}, z{0};
  if (h) std::cout << "h\n";
  if (!z) std::cout << "!z\n";
  std::cout << (h && z) << (h || z) << (h ? 1 : 2) << static_cast<bool>(z) << valid(h) << "\n";
  bool ok(h);
  std::cout << ok << "\n";
  int k = 0;
  while (Handle{k < 3 ? 1 : 0}) k++;
  int steps = 0;
  for (Handle f{4}; f; f.id--) steps++;
  do k++; while (Handle{k < 5});
  std::cout << k << " " << steps << "\n";

  Counter c{4};
  int arr[10] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
  std::cout << arr[c] << " " << c + 1 << " " << m << " " << c << "\n";
  printf("%d %.2f\n", (int)c, (double)m);

  Cell cell{5};
  int& r = cell;
  r = 9;
  int copied = cell;
  std::cout << cell.v << " " << copied << "\n";

  Derived dv;
  dv.v = 4;
  int fromBase = dv;
  std::cout << fromBase << " " << dv * 3 << "\n";

  Picky p{7};
  const Picky cp{8};
  int a1 = p;
  int a2 = cp;
  std::cout << a1 << " " << a2 << " " << readPicky(p) << "\n";

  Box<int> box{11};
  Box<double> boxed{0.25};
  std::cout << box + 1 << " " << boxed * 4 << "\n";

  Pair pr{3, 4};
  Point pt = pr;
  std::cout << pt.x << pt.y << " " << plot(pr) << " " << toPoint(pr).y << "\n";

  Level lv{200};
  int sum = lv + lv;
  unsigned char raw = lv;
  std::cout << sum << " " << int(raw) << " " << (lv > 100) << "\n";

  switch (c) {
    case 8: std::cout << "eight\n"; break;
    default: std::cout << "other\n"; break;
  }
  Name n{"x"};
  std::string text = n;
  std::cout << text << wrap(n) << "\n";
  Bit t{true}, f{false};
  int count = 0;
  if (t) count++;
  count += t;
  std::cout << (t == f) << (t != f) << (t + t) << (t < 2) << count << "\n";
  return 0;
}
