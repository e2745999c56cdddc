// `T{...}` as an expression: a temporary list-initialized as `T x{...};` would be: aggregates
// (missing members value-initialized), classes with constructors, std::vector's and std::pair's
// initializer lists, built-in types; on the host and in a kernel.
#include <amp.h>
#include <iostream>
#include <vector>
#include <utility>
using namespace concurrency;

struct S { int x; float y; };
struct P { int a, b; P(int a, int b) : a(a), b(b * 2) {} };
struct Cell { int v; int w; };

S make(int k) { return S{k, k * 0.5f}; }
Cell cell(int i) restrict(amp, cpu) { return Cell{i * 3, i + 1}; }
int sum(std::vector<int> v) { int s = 0; for (int x : v) s += x; return s; }

int main() {
  S s = S{7, 1.5f};
  std::cout << s.x << " " << s.y << std::endl;
  S t = make(4);
  std::cout << t.x << " " << t.y << std::endl;
  std::vector<S> v;
  v.push_back(S{1, 2.0f});
  v.push_back(S{});
  v.push_back(S{9});
  std::cout << v[0].x << " " << v[1].x << " " << v[1].y << " " << v[2].x << " " << v[2].y << std::endl;
  P p = P{3, 4};
  std::cout << p.a << " " << p.b << std::endl;
  std::cout << sum(std::vector<int>{1, 2, 3}) << std::endl;
  auto q = std::pair<int, int>{5, 6};
  std::cout << q.first + q.second << std::endl;
  int i = int{3} + int{};
  std::cout << i << std::endl;

  std::vector<int> out(8);
  array_view<int, 1> o(8, out);
  parallel_for_each(o.extent, [=](index<1> idx) restrict(amp) {
    Cell c = Cell{idx[0], 2};
    Cell d = cell(idx[0]);
    o[idx] = c.v * 10 + c.w + d.v * 100 + d.w * 1000;
  });
  for (int k = 0; k < 8; k++) std::cout << o[k] << (k == 7 ? "\n" : " ");
  return 0;
}
