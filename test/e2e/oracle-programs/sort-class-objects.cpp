// std::sort over class objects orders equivalent elements exactly as libstdc++ (introsort, insertion sort
// below 16, heapsort past the depth limit): a member and a free operator<, lambdas, a function taking
// references, pairs, tuples, std::array and C arrays; stable_sort, is_sorted, count, binary_search, min/max.
#include <iostream>
#include <vector>
#include <algorithm>
#include <functional>
#include <utility>
#include <tuple>
#include <array>
#include <string>
struct S { int k; int p; bool operator<(const S& o) const { return k < o.k; } };
struct F { int k; int p; };
bool operator<(const F& a, const F& b) { return a.k < b.k; }
bool operator==(const F& a, const F& b) { return a.k == b.k; }
bool byP(const S& a, const S& b) { return a.p % 7 < b.p % 7; }
unsigned seed = 12345;
int rnd(int n) { seed = seed * 1103515245u + 12345u; return (int)((seed >> 16) % (unsigned)n); }
void show(const std::vector<S>& v) { for (const S& s : v) std::cout << s.k << ":" << s.p << " "; std::cout << "\n"; }
int main() {
  int sizes[6] = {5, 16, 17, 40, 100, 300};
  for (int n : sizes) {
    std::vector<S> v;
    for (int i = 0; i < n; i++) { S s; s.k = rnd(6); s.p = i; v.push_back(s); }
    std::vector<S> w = v, u = v, z = v;
    std::sort(v.begin(), v.end());
    show(v);
    std::sort(w.begin(), w.end(), [](const S& a, const S& b) { return a.k > b.k; });
    show(w);
    std::sort(u.begin(), u.end(), byP);
    show(u);
    std::stable_sort(z.begin(), z.end());
    show(z);
    std::cout << std::is_sorted(v.begin(), v.end()) << std::is_sorted(u.begin(), u.end()) << "\n";
  }
  // Many equal keys: quicksort partitions and the heapsort fallback.
  std::vector<S> eq;
  for (int i = 0; i < 200; i++) { S s; s.k = (i % 3 == 0) ? 1 : rnd(2); s.p = i; eq.push_back(s); }
  std::sort(eq.begin(), eq.end());
  show(eq);
  // A pathological pattern that drives introsort to its depth limit (heapsort).
  std::vector<S> org;
  for (int i = 0; i < 500; i++) { S s; s.k = (i % 2 == 0) ? i : 500 - i; s.p = i; org.push_back(s); }
  std::sort(org.begin(), org.end(), [](const S& a, const S& b) { return a.k / 4 < b.k / 4; });
  show(org);
  std::vector<F> f;
  for (int i = 0; i < 30; i++) { F x; x.k = rnd(4); x.p = i; f.push_back(x); }
  std::sort(f.begin(), f.end());
  for (const F& x : f) std::cout << x.k << ":" << x.p << " ";
  std::cout << "\n";
  F probe; probe.k = 2; probe.p = -1;
  std::cout << std::count(f.begin(), f.end(), probe) << std::binary_search(f.begin(), f.end(), probe) << "\n";
  std::vector<std::pair<int, std::string>> ps;
  for (int i = 0; i < 25; i++) { int k = rnd(5); std::string t = std::to_string(rnd(26)); ps.push_back(std::make_pair(k, t)); }
  std::sort(ps.begin(), ps.end());
  for (auto& p : ps) std::cout << p.first << p.second << " ";
  std::cout << "\n";
  std::sort(ps.begin(), ps.end(), [](const std::pair<int, std::string>& a, const std::pair<int, std::string>& b) { return a.second < b.second; });
  for (auto& p : ps) std::cout << p.first << p.second << " ";
  std::cout << "\n";
  std::vector<std::tuple<int, int, int>> ts;
  for (int i = 0; i < 20; i++) { int a = rnd(3); int b = rnd(3); ts.push_back(std::make_tuple(a, b, i)); }
  std::sort(ts.begin(), ts.end());
  for (auto& t : ts) std::cout << std::get<0>(t) << std::get<1>(t) << std::get<2>(t) << " ";
  std::cout << "\n";
  std::array<S, 20> arr;
  for (int i = 0; i < 20; i++) { arr[i].k = rnd(3); arr[i].p = i; }
  std::sort(arr.begin(), arr.end());
  for (auto& s : arr) std::cout << s.k << ":" << s.p << " ";
  std::cout << "\n";
  S carr[18];
  for (int i = 0; i < 18; i++) { carr[i].k = rnd(3); carr[i].p = i; }
  std::sort(std::begin(carr), std::end(carr));
  for (auto& s : carr) std::cout << s.k << ":" << s.p << " ";
  std::cout << "\n";
  std::vector<std::array<int, 2>> as;
  for (int i = 0; i < 20; i++) { int r = rnd(3); std::array<int, 2> a = {r, i}; as.push_back(a); }
  std::vector<int> ints;
  for (int i = 0; i < 50; i++) ints.push_back(rnd(10));
  std::sort(ints.begin(), ints.end());
  for (int x : ints) std::cout << x;
  std::cout << "\n";
  std::pair<int, int> a(1, 2), b(1, 1);
  std::cout << std::min(a, b).second << std::max(a, b).second << "\n";
  // std::greater of pairs and (transparent) of std::arrays.
  std::vector<std::pair<int, int>> gp;
  for (int i = 0; i < 20; i++) gp.push_back(std::make_pair(i % 4, i % 3));
  std::sort(gp.begin(), gp.end(), std::greater<std::pair<int, int>>());
  for (auto& p : gp) std::cout << p.first << p.second << " ";
  std::cout << "\n";
  std::vector<std::array<int, 2>> ga;
  for (int i = 0; i < 20; i++) { std::array<int, 2> g = {i % 3, i}; ga.push_back(g); }
  std::stable_sort(ga.begin(), ga.end(), std::greater<>());
  for (auto& g : ga) std::cout << g[0] << ":" << g[1] << " ";
  std::cout << "\n";
  return 0;
}
