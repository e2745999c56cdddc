// std::min_element / std::max_element over class objects (operator<, a lambda, pairs, std::array, C
// arrays): the iterator reaches the element itself, for reading and writing.
#include <iostream>
#include <vector>
#include <algorithm>
#include <utility>
#include <array>
struct S { int k; int p; bool operator<(const S& o) const { return k < o.k; } };
int main() {
  std::vector<S> v;
  for (int i = 0; i < 10; i++) { S s; s.k = (i * 7) % 4; s.p = i; v.push_back(s); }
  auto lo = std::min_element(v.begin(), v.end());
  auto hi = std::max_element(v.begin(), v.end());
  std::cout << lo->k << ":" << lo->p << " " << (*hi).k << ":" << hi->p << "\n";
  hi->p = 100;
  auto byP = std::max_element(v.begin(), v.end(), [](const S& a, const S& b) { return a.p < b.p; });
  std::cout << byP->p << " " << v[1].p << v[2].p << v[5].p << "\n";
  std::vector<std::pair<int, int>> ps;
  for (int i = 0; i < 6; i++) ps.push_back(std::make_pair(i % 3, -i));
  auto m = std::max_element(ps.begin(), ps.end());
  std::cout << m->first << m->second << "\n";
  std::array<S, 4> arr;
  for (int i = 0; i < 4; i++) { arr[i].k = 4 - i; arr[i].p = i; }
  std::cout << std::min_element(arr.begin(), arr.end())->p << "\n";
  S c[3];
  for (int i = 0; i < 3; i++) { c[i].k = i % 2; c[i].p = i; }
  std::cout << std::max_element(std::begin(c), std::end(c))->p << "\n";
  return 0;
}
