// std::initializer_list<T> as a type: parameters (by value and by const reference) read with
// range-for, size(), begin()/end() and the algorithms; a class's initializer-list constructor,
// which a braced list calls before any other constructor ([over.match.list]: `Poly p{3, 1.0f}`
// is two coefficients, `Poly q(3, 1.0f)` three copies of 1); an initializer_list parameter
// beating a std::vector one for a braced argument ([over.ics.list]); `auto l = {...}`; a
// function template deducing T from `std::initializer_list<T>`; vectors made from a list.
#include <algorithm>
#include <initializer_list>
#include <iostream>
#include <iterator>
#include <numeric>
#include <string>
#include <vector>

struct P { int a; int b; };

int f(std::initializer_list<int> l) { return 100 + (int)l.size(); }
int f(std::vector<int> v) { return 200 + (int)v.size(); }

int sum(std::initializer_list<int> l) {
  int s = 0;
  for (int x : l) s += x;
  return s;
}

int weighted(const std::initializer_list<double>& l) {
  double s = 0;
  int i = 1;
  for (auto x : l) s += x * i++;
  return (int)s;
}

std::string join(std::initializer_list<std::string> parts) {
  std::string r;
  for (const std::string& p : parts) r += p + "/";
  return r;
}

int products(std::initializer_list<P> ps) {
  int s = 0;
  for (const P& p : ps) s += p.a * p.b;
  return s;
}

template <class T> T total(std::initializer_list<T> l) {
  T s = T();
  for (T x : l) s += x;
  return s;
}

struct Poly {
  std::vector<float> c;
  Poly(std::initializer_list<float> l) : c(l.begin(), l.end()) {}
  Poly(int n, float v) : c(n, v) {}
  Poly() {}
  float at(float x) const {
    float r = 0;
    for (int i = (int)c.size() - 1; i >= 0; i--) r = r * x + c[i];
    return r;
  }
};

struct Bag {
  std::vector<int> items;
  Bag(std::initializer_list<int> l) : items(l) {}
};

Poly line() { return {1.5f, 2.5f}; }

// Member initializers: `p{1, 2}` lists the coefficients, `q(2, 5.0f)` calls Poly(int, float).
struct Pair {
  Poly p;
  Poly q;
  Poly r = {7, 8, 9};
  Pair() : p{1, 2}, q(2, 5.0f) {}
};

int pick(std::initializer_list<int> l) { return 1; }
int pick(std::initializer_list<double> l) { return 2; }

int main() {
  std::cout << f({1, 2, 3}) << " " << f(std::vector<int>{1}) << "\n";
  std::cout << sum({}) << " " << sum({4}) << " " << sum({1, 2, 3, 4}) << "\n";
  std::cout << weighted({1, 2.5, 3}) << "\n";
  std::cout << join({"a", "bc", "d"}) << "\n";
  std::cout << products({{1, 2}, {3, 4}}) << "\n";
  std::cout << total({1, 2, 3}) << " " << total({0.5, 0.25}) << "\n";

  Poly p{3, 1.0f};
  Poly q(3, 1.0f);
  Poly r = {4, 5, 6};
  Poly e{};
  Poly m = line();
  Poly arr[2] = {{1, 2}, {3}};
  std::cout << p.c.size() << " " << p.at(2) << " | " << q.c.size() << " " << q.at(2) << " | " << r.at(1) << " | " << e.c.size() << "\n";
  std::cout << m.c.size() << " " << m.at(2) << " | " << arr[0].c.size() << " " << arr[1].c.size() << "\n";

  std::initializer_list<int> l = {5, 6, 7};
  std::cout << l.size() << " " << std::accumulate(l.begin(), l.end(), 0) << " " << *std::max_element(l.begin(), l.end()) << "\n";
  std::cout << *std::begin(l) << " " << std::end(l) - std::begin(l) << " " << *(l.end() - 1) << "\n";
  for (const int* it = l.begin(); it != l.end(); ++it) std::cout << *it * 2 << " ";
  std::cout << "\n";

  auto words = {std::string("x"), std::string("yz")};
  auto numbers = {1.5f, 2.5f};
  std::cout << words.size() << " " << *words.begin() << " " << numbers.size() << " " << *(numbers.end() - 1) << "\n";

  std::initializer_list<int> empty = {};
  std::initializer_list<int> copy = l;
  std::cout << empty.size() << " " << copy.size() << " " << sum(copy) << "\n";

  std::vector<int> v(l);
  std::vector<int> w = l;
  v[0] = 9;
  Bag bag{3, 1, 2};
  std::sort(bag.items.begin(), bag.items.end());
  std::cout << *l.begin() << " " << v[0] << " " << w.size() << " " << bag.items[0] << bag.items[1] << bag.items[2] << "\n";

  Pair two;
  Poly paren({1, 2, 3});
  std::vector<Poly> polys;
  polys.push_back({1, 2, 3, 4});
  polys.emplace_back(1, 2.0f);
  std::cout << two.p.c.size() << " " << two.q.c.size() << " " << two.r.c.size() << " " << paren.c.size() << " " << polys[0].c.size() << " " << polys[1].c.size() << "\n";
  std::cout << pick({1, 2}) << pick({1.0, 2.0}) << "\n";
  return 0;
}
