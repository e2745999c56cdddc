// std::minmax_element (the first smallest and the LAST largest, found pairwise as libstdc++ does:
// the comparator's call count shows it) and std::minmax of two values and of an initializer list.
#include <algorithm>
#include <cstdio>
#include <functional>
#include <iostream>
#include <string>
#include <utility>
#include <vector>
struct S { int k; int p; bool operator<(const S& o) const { return k < o.k; } };
bool byAbs(int a, int b) { return (a < 0 ? -a : a) < (b < 0 ? -b : b); }
int main() {
  std::vector<int> v = {3, 1, 4, 1, 5, 9, 2, 6, 9};
  auto [lo, hi] = std::minmax_element(v.begin(), v.end());
  std::cout << *lo << "@" << (lo - v.begin()) << " " << *hi << "@" << (hi - v.begin()) << "\n";
  auto p = std::minmax_element(v.begin(), v.end(), std::greater<int>());
  std::cout << *p.first << "@" << p.first - v.begin() << " " << *p.second << "@" << p.second - v.begin() << "\n";
  auto q = p;
  *q.first = 90;  // writes v[5], through a copy of the pair
  std::cout << v[5] << " " << *p.first << "\n";
  // Odd and even lengths, one element, and an empty range (both iterators are its end).
  for (int n = 0; n <= 6; n++) {
    int calls = 0;
    auto r = std::minmax_element(v.begin(), v.begin() + n, [&](int a, int b) { ++calls; return a < b; });
    std::cout << n << ": " << calls << " comparisons, " << (r.first - v.begin()) << " " << (r.second - v.begin()) << "\n";
  }
  std::vector<int> same(5, 7);
  auto s = std::minmax_element(same.begin(), same.end());
  std::cout << "equal: " << s.first - same.begin() << " " << s.second - same.begin() << "\n";
  std::vector<int> signs = {-3, 2, 3, -2, 1, -1};
  auto a = std::minmax_element(signs.begin(), signs.end(), byAbs);
  std::cout << "abs: " << *a.first << " " << *a.second << "\n";
  double d[] = {2.5, -1.0, 7.25, -1.0, 7.25, 0.0};
  auto dd = std::minmax_element(std::begin(d), std::end(d));
  std::printf("doubles: %g@%d %g@%d\n", *dd.first, (int)(dd.first - d), *dd.second, (int)(dd.second - d));
  auto pd = std::minmax_element(d + 2, d + 6);
  double* lp = pd.first;
  double* hp = pd.second;
  std::cout << "tie: " << *lp << " " << *hp << " " << (hp - lp) << "\n";
  // Class objects: the iterators reach the elements themselves.
  std::vector<S> objs;
  for (int i = 0; i < 7; i++) { S o; o.k = (i * 5) % 3; o.p = i; objs.push_back(o); }
  auto oo = std::minmax_element(objs.begin(), objs.end());
  std::cout << "objects: " << oo.first->p << " " << (*oo.second).p << "\n";
  oo.second->p = 70;
  auto byP = std::minmax_element(objs.begin(), objs.end(), [](const S& x, const S& y) { return x.p < y.p; });
  std::cout << byP.first->p << " " << byP.second->p << "\n";
  // std::minmax of two values: (b, a) only when b < a. It returns references to its arguments,
  // so the pair is used within its expression here (keeping it is refused: ampc's holds copies).
  int three = 3, seven = 7, nine = 9, two = 2;
  std::cout << std::minmax(three, seven).first << " " << std::minmax(three, seven).second << "\n";
  std::cout << std::minmax(nine, two, std::greater<int>()).first << " " << std::minmax(nine, two, std::greater<int>()).second << "\n";
  std::cout << std::minmax(two, nine).second << "\n";
  S x{1, 10}, y{1, 20};
  std::cout << "equal objects: " << std::minmax(x, y).first.p << " " << std::minmax(x, y).second.p << "\n";
  std::cout << std::minmax(y, x, [](const S& l, const S& r) { return l.p > r.p; }).first.p << " " << std::minmax(y, x, [](const S& l, const S& r) { return l.p > r.p; }).second.p << "\n";
  std::string w1 = "pear", w2 = "apple";
  std::cout << std::minmax(w1, w2).first << " " << std::minmax(w1, w2).second << "\n";
  // Of an initializer list: minmax_element's pairs, so the first smallest and the last largest.
  auto l = std::minmax({5, 2, 8, 2, 8, 1});
  std::cout << l.first << " " << l.second << "\n";
  auto one = std::minmax({42});
  std::cout << one.first << " " << one.second << "\n";
  int listCalls = 0;
  auto l2 = std::minmax({5, 2, 8, 3, 8}, [&](int i, int j) { ++listCalls; return i > j; });
  std::cout << l2.first << " " << l2.second << " in " << listCalls << "\n";
  auto [sl, sh] = std::minmax({S{2, 0}, S{1, 1}, S{2, 2}, S{1, 3}});
  std::cout << "object list: " << sl.p << " " << sh.p << "\n";
  auto strs = std::minmax({std::string("kiwi"), std::string("fig"), std::string("plum")});
  std::cout << strs.first << " " << strs.second << "\n";
  return 0;
}
