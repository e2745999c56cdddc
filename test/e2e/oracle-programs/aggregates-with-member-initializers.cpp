// Aggregates whose members have default initialisers (C++14): braced initialisation fills the
// first members from the braces, in order, and the rest from their default initialisers, which
// may read the members before them. In arrays, vectors, returns, assignments, and in kernels.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;
struct V2 { float x = 0, y = 0; };
struct W { int a; int b = a * 2; int c = 7; };
struct Box { V2 lo; V2 hi = {1, 1}; int tag = -1; };
struct P { int id = 0; float w = 1.5f; };
V2 add(const V2& p, const V2& q) restrict(amp, cpu) { return {p.x + q.x, p.y + q.y}; }
int main() {
  V2 a{1, 2}; V2 b = {3}; V2 c;
  W w{5}; W w2 = {4, 1}; W w3{};
  Box bx{{2, 3}}; Box by{{1, 1}, {4, 5}, 9};
  V2 pts[3] = {{1, 2}, {3}};
  std::vector<V2> vs = {{5, 6}, {7}};
  vs.push_back({8, 9});
  b = {10, 11};
  std::cout << add(a, b).x << " " << add(a, b).y << " " << c.x << c.y << "\n";
  std::cout << w.a << w.b << w.c << " " << w2.b << w2.c << " " << w3.a << w3.b << "\n";
  std::cout << bx.lo.x << bx.lo.y << bx.hi.x << bx.hi.y << bx.tag << " " << by.hi.y << by.tag << "\n";
  std::cout << pts[1].x << pts[1].y << pts[2].x << " " << vs[1].y << vs[2].x << "\n";
  std::vector<P> ps(2);
  array_view<P, 1> pv(2, ps);
  parallel_for_each(pv.extent, [=](index<1> i) restrict(amp) {
    P p{i[0] + 10};
    V2 s = add({1, 2}, {p.w, 0});
    pv[i] = p;
    pv[i].w = s.x;
  });
  std::cout << pv[1].id << " " << pv[1].w << "\n";
  return 0;
}
