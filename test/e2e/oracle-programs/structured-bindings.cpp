// Structured bindings: by value (a copy), by reference (aliases), const; of std::pair, std::tuple,
// std::array, C arrays, structs and function results; in range-for over maps, vectors of pairs and of
// structs; and in a restrict(amp) kernel.
#include <amp.h>
#include <iostream>
#include <utility>
#include <tuple>
#include <array>
#include <map>
#include <vector>
#include <string>
struct P3 { int x; float y; double z; };
std::pair<int, std::string> named(int i) { return std::make_pair(i, std::string("n") + std::to_string(i)); }
void inKernel() {
  std::vector<int> out(4);
  concurrency::array_view<int, 1> o(4, out);
  concurrency::parallel_for_each(o.extent, [=](concurrency::index<1> i) restrict(amp) {
    P3 p = {i[0], 0.5f, 10.0};
    auto [a, b, c] = p;
    int e[2] = {1, 2};
    auto& [e0, e1] = e;
    e1 = 20;
    o[i] = a + (int)(b * 4) + (int)c + e0 * 100 + e[1] * 1000;
  });
  o.synchronize();
  for (int v : out) std::cout << v << " ";
  std::cout << "\n";
}

int main() {
  std::pair<int, int> p(1, 2);
  auto [a, b] = p;
  a = 10;
  std::cout << a << b << p.first << "\n";
  auto& [ra, rb] = p;
  ra = 7; rb += 1;
  std::cout << p.first << p.second << "\n";
  std::tuple<int, float, std::string> t(3, 4.5f, "s");
  const auto& [x, y, z] = t;
  std::cout << x << y << z << "\n";
  std::array<int, 3> arr = {4, 5, 6};
  auto [a0, a1, a2] = arr;
  auto& [r0, r1, r2] = arr;
  r1 = 50;
  std::cout << a0 << a1 << a2 << arr[1] << "\n";
  int c[2] = {8, 9};
  auto& [c0, c1] = c;
  c0 = 80;
  std::cout << c[0] << c1 << "\n";
  P3 s = {1, 2.5f, 3.25};
  auto [sx, sy, sz] = s;
  std::cout << sx << sy << sz << "\n";
  auto [n, str] = named(4);
  std::cout << n << str << "\n";
  std::map<std::string, int> m;
  m["a"] = 1; m["b"] = 2;
  for (auto& [k, v] : m) v *= 10;
  for (const auto& [k, v] : m) std::cout << k << v << " ";
  std::cout << "\n";
  std::vector<std::pair<int, int>> vp;
  vp.push_back(std::make_pair(1, 2));
  vp.push_back(std::make_pair(3, 4));
  for (auto [f, g] : vp) std::cout << f + g << " ";
  for (auto& [f, g] : vp) f = g;
  std::cout << vp[0].first << vp[1].first << "\n";
  std::vector<P3> ps(2);
  for (auto& [px, py, pz] : ps) { px = 3; pz = 1.5; }
  std::cout << ps[1].x << ps[1].z << "\n";
  inKernel();
  return 0;
}
