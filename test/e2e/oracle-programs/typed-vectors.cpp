// std::vector of every arithmetic element type (stored in typed arrays on the host): each
// member, copies with value semantics, comparisons, by-value and by-reference parameters,
// pointers and iterators into it, the std algorithms, wrap-around and rounding on store, and
// array_view / array round trips.
#include <algorithm>
#include <amp.h>
#include <iostream>
#include <numeric>
#include <stdexcept>
#include <string>
#include <vector>
using namespace concurrency;

struct Cell {
  int value = 0;
};

template <typename T>
void show(const std::string& label, const std::vector<T>& v) {
  std::cout << label << " [" << v.size() << "]";
  for (auto e : v) std::cout << " " << +e;
  std::cout << "\n";
}

template <typename T>
void bump(std::vector<T> copy, std::vector<T>& ref) {
  copy[0] = copy[0] + 1;
  ref[0] = ref[0] + 1;
  ref.push_back(copy[0]);
}

template <typename T>
void exercise(const std::string& name, T x, T y) {
  std::cout << "== " << name << "\n";
  std::vector<T> v;
  std::cout << "empty " << v.empty() << "\n";
  v.push_back(x);
  v.push_back(y);
  v.emplace_back(x);
  show("push_back", v);
  std::cout << "[] " << +v[1] << " at " << +v.at(2) << " front " << +v.front() << " back " << +v.back() << "\n";
  try {
    std::cout << +v.at(3) << "\n";
  } catch (const std::out_of_range& e) {
    std::cout << "out_of_range: " << e.what() << "\n";
  }
  v.resize(5);
  show("resize(5)", v);
  v.resize(7, y);
  show("resize(7, y)", v);
  v.resize(2);
  v.resize(4);
  show("resize(2) resize(4)", v);
  v.reserve(100);
  show("reserve", v);
  v.pop_back();
  show("pop_back", v);

  std::vector<T> w = v;
  w[0] = y;
  show("copy", w);
  show("original", v);
  std::cout << "== " << (v == w) << " != " << (v != w) << " < " << (v < w) << " > " << (v > w) << "\n";
  w = v;
  std::cout << "assigned == " << (v == w) << "\n";
  w.push_back(x);
  std::cout << "longer < " << (v < w) << "\n";

  bump(v, w);
  show("by value", v);
  show("by reference", w);

  std::vector<T> b = {y, x, y, x};
  show("braces", b);
  std::vector<T> n(3);
  show("n(3)", n);
  std::vector<T> m(3, y);
  show("m(3, y)", m);

  b.insert(b.begin() + 1, x);
  show("insert", b);
  b.insert(b.begin(), 2, y);
  show("insert 2", b);
  b.erase(b.begin() + 2);
  show("erase", b);
  b.erase(b.begin(), b.begin() + 2);
  show("erase range", b);
  m.assign(2, x);
  show("assign", m);
  m.swap(b);
  show("swapped m", m);
  show("swapped b", b);

  std::sort(m.begin(), m.end());
  show("sort", m);
  std::reverse(m.begin(), m.end());
  show("reverse", m);
  std::cout << "count " << std::count(m.begin(), m.end(), x) << "\n";
  std::cout << "max at " << (std::max_element(m.begin(), m.end()) - m.begin()) << "\n";
  std::cout << "find " << (std::find(m.begin(), m.end(), y) - m.begin()) << "\n";
  std::cout << "not found " << (std::find(m.begin(), m.end(), T(7)) == m.end()) << "\n";
  std::cout << "accumulate " << +std::accumulate(m.begin(), m.end(), T(0)) << "\n";
  std::fill(m.begin() + 1, m.end(), y);
  show("fill", m);

  T* p = m.data();
  p[0] = y;
  T* q = &m[1];
  *q = x;
  show("through pointers", m);

  for (auto& e : m) e = e + 1;
  show("range-for &", m);
  m.clear();
  std::cout << "clear " << m.size() << " " << m.empty() << "\n";
}

void stores() {
  std::cout << "== stores\n";
  std::vector<unsigned char> u;
  u.push_back(300);
  u.push_back(-1);
  show<unsigned char>("unsigned char", u);
  std::vector<signed char> s(2);
  s[0] = 200;
  s[1] = s[0] - 100;
  show<signed char>("signed char", s);
  std::vector<short> h(2);
  h[0] = 40000;
  h[1] = -40000;
  show<short>("short", h);
  std::vector<unsigned> w;
  w.push_back(-1);
  show<unsigned>("unsigned", w);
  std::vector<float> f;
  f.push_back(0.1);
  f.push_back(16777217);
  std::cout << "float 0.1 rounds " << (f[0] == 0.1f) << " " << (f[0] == 0.1) << " 2^24+1 -> " << (double)f[1] << "\n";
  std::vector<int> i = {1, 2};
  i[0] += 2147483647;
  std::cout << "int wraps " << i[0] << "\n";
  std::vector<long long> l = {1, 2};
  l[1] = l[1] << 40;
  std::cout << "long long " << l[1] << "\n";
  std::vector<std::vector<int>> nested(2, std::vector<int>(2, 5));
  nested[0][1] = 9;
  std::cout << "nested " << nested[0][1] << " " << nested[1][1] << "\n";
  nested.resize(3);
  nested[2].push_back(4);
  std::cout << "nested resize " << nested[2].size() << " " << nested[2][0] << "\n";

  // Vectors that stay JS arrays: their elements never alias, and resize value-initializes.
  std::vector<Cell> cells(2);
  cells[0].value = 5;
  Cell filler;
  filler.value = 8;
  cells.resize(4, filler);
  cells[3].value = 9;
  cells.resize(5);
  std::cout << "cells";
  for (const Cell& c : cells) std::cout << " " << c.value;
  std::cout << " filler " << filler.value << "\n";
  std::vector<bool> flags;
  flags.resize(2);
  flags.resize(3, true);
  std::cout << "flags " << flags[0] << flags[1] << flags[2] << " " << flags.size() << "\n";
}

void views() {
  std::cout << "== views\n";
  std::vector<float> data(8);
  for (int i = 0; i < 8; i++) data[i] = i * 0.5f;
  array_view<float, 1> av(8, data);
  parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) { av[idx] = av[idx] * 2 + 1; });
  av.synchronize();
  show<float>("array_view<float>", data);
  float sum = 0;
  for (int i = 0; i < 8; i++) sum += av[i];
  std::cout << "host reads " << sum << "\n";

  std::vector<int> ints = {1, 2, 3, 4, 5, 6};
  array<int, 1> a(extent<1>(6), ints.begin(), ints.end());
  parallel_for_each(a.extent, [&a](index<1> idx) restrict(amp) { a[idx] = a[idx] * a[idx]; });
  std::vector<int> back = a;
  show<int>("vector = array", back);
  std::cout << "source unchanged " << ints[5] << "\n";

  std::vector<double> d = {0.25, 1.5};
  array_view<double, 1> dv(2, d);
  parallel_for_each(dv.extent, [=](index<1> idx) restrict(amp) { dv[idx] = dv[idx] * 4; });
  dv.synchronize();
  show<double>("array_view<double>", d);

  std::vector<unsigned> us(4, 7u);
  array_view<unsigned, 2> uv(2, 2, us);
  parallel_for_each(uv.extent, [=](index<2> idx) restrict(amp) { uv[idx] = uv[idx] + idx[0] * 10 + idx[1]; });
  uv.synchronize();
  show<unsigned>("array_view<unsigned, 2>", us);
}

int main() {
  exercise<char>("char", 'a', 'Z');
  exercise<signed char>("signed char", -5, 100);
  exercise<unsigned char>("unsigned char", 200, 3);
  exercise<short>("short", -300, 1000);
  exercise<unsigned short>("unsigned short", 65000, 2);
  exercise<int>("int", -7, 123456);
  exercise<unsigned>("unsigned", 4000000000u, 9u);
  exercise<long>("long", -9000000000L, 5L);
  exercise<long long>("long long", 1LL << 40, -3LL);
  exercise<unsigned long long>("unsigned long long", 18000000000000000000ULL, 1ULL);
  exercise<float>("float", 1.5f, -0.25f);
  exercise<double>("double", 3.125, -1e10);
  stores();
  views();
}
