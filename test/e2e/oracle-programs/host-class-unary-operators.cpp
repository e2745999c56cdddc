// A class's own unary operators: `operator++()` and `operator++(int)`, `operator--`, `operator-()`,
// `operator!()` and an iterator's `operator*()`. ampc's parser read an operator's name up to a '('
// not followed by ')', so `operator-()` swallowed the rest of the class; and ++, -- and * of a
// class object were refused.
#include <iostream>
#include <vector>

struct Counter {
  int n = 0;
  Counter& operator++() { ++n; std::cout << "pre "; return *this; }
  Counter operator++(int) { Counter before = *this; ++n; std::cout << "post "; return before; }
  Counter& operator--() { --n; return *this; }
  Counter operator-() const { Counter r; r.n = -n; return r; }
  bool operator!() const { return n == 0; }
};

struct Cursor {
  const std::vector<int>* items;
  int at;
  int operator*() const { return (*items)[at]; }
  Cursor& operator++() { ++at; return *this; }
  bool operator!=(const Cursor& o) const { return at != o.at; }
};

struct Score { int points; };
Score& operator++(Score& s) { s.points += 10; return s; }

int main() {
  Counter k;
  ++k;
  Counter old = k++;
  ++++k;
  std::cout << old.n << ' ' << k.n << '\n';
  --k;
  std::cout << k.n << ' ' << (-k).n << ' ' << !k << '\n';
  Counter fresh;
  std::cout << !fresh << '\n';
  for (Counter c; c.n < 3; c++) std::cout << c.n << ' ';
  std::cout << '\n';

  std::vector<int> v{4, 5, 6};
  int sum = 0;
  for (Cursor it{&v, 0}, end{&v, 3}; it != end; ++it) sum += *it;
  std::cout << sum << '\n';

  Score s{1};
  ++s;
  ++++s;
  std::cout << s.points << '\n';
  return 0;
}
