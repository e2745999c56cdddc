// friend declarations: `friend class X;` and friend function declarations only grant access (which
// ampc does not check); a hidden friend, defined in the class, is a function of the enclosing
// namespace, found by argument-dependent lookup, in class templates too (one per instance), and
// callable from the class's own member functions. Friend templates are declarations only.
#include <iostream>
#include <vector>

struct Helper;
class S {
  int x;
  friend class Helper;
  friend struct Other;
  friend void poke(S& s);
  friend int peek(const S& s) { return s.x * 2; }
  friend bool operator==(const S& a, const S& b) { return a.x == b.x; }
  friend std::ostream& operator<<(std::ostream& os, const S& s);
public:
  S(int v) : x(v) {}
};
struct Helper { static int get(const S& s) { return s.x; } };

// Friend templates: a class template and a function template, declared friends (defined outside).
template <typename T> struct Reader;
class Secret {
  int code;
  template <typename T> friend struct Reader;
  template <typename U> friend U scaled(const Secret& s, U k);
public:
  Secret(int c) : code(c) {}
};
template <typename T> struct Reader { static T read(const Secret& s) { return T(s.code) / 2; } };
template <typename U> U scaled(const Secret& s, U k) { return s.code * k; }
void poke(S& s) { s.x += 1; }
std::ostream& operator<<(std::ostream& os, const S& s) { os << "S(" << s.x << ")"; return os; }

template <typename T>
class Box {
  std::vector<T> items;
  static const int width = 3;
public:
  Box(T a, T b) { items.push_back(a); items.push_back(b); }
  T sum() const { return total(*this); }
  friend T total(const Box& b) { T s = T(); for (size_t i = 0; i < b.items.size(); ++i) s += b.items[i]; return s * width / width; }
  friend bool operator==(const Box& a, const Box& b) { return total(a) == total(b); }
  friend bool operator!=(const Box& a, const Box& b) { return !(a == b); }
  friend std::ostream& operator<<(std::ostream& os, const Box& b) {
    os << "Box[";
    for (size_t i = 0; i < b.items.size(); ++i) os << (i ? "," : "") << b.items[i];
    return os << "]";
  }
};

int main() {
  S a(3);
  poke(a);
  std::cout << Helper::get(a) << " " << peek(a) << " " << (a == S(4)) << " " << (a == S(3)) << "\n";
  std::cout << a << std::endl;
  Secret sec(7);
  std::cout << Reader<double>::read(sec) << " " << Reader<int>::read(sec) << " " << scaled(sec, 1.5) << std::endl;
  Box<int> b1(1, 2), b2(2, 1), b3(5, 5);
  Box<double> c(0.5, 0.25);
  std::cout << b1 << " " << c << " " << b1.sum() << " " << total(c) << " " << (b1 == b2) << (b1 != b3) << std::endl;
  return 0;
}
