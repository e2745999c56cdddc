// Anonymous struct members (a GNU extension): their members are the class's own (`s.a`),
// laid out in order, on the host and in a kernel; aggregate initialization elides their braces.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

struct S {
  struct { int a, b; };
  int c;
  struct {
    float x;
    struct { int deep; };
  };
};
struct Point {
  int id = 7;
  struct { int px, py; };
  int sum() const restrict(amp, cpu) { return id + px + py; }
};

int main() {
  S s;
  s.a = 1;
  s.b = 2;
  s.c = 3;
  s.x = 0.5f;
  s.deep = 40;
  S t = {4, 5, 6, 1.5f, 50};
  Point p;
  p.px = 10;
  p.py = 20;
  std::cout << s.a + s.b + s.c << ' ' << s.x << ' ' << s.deep << ' ' << t.a << t.b << t.c << ' ' << t.x << ' ' << t.deep << ' ' << p.sum() << ' ' << sizeof(S) << '\n';
  std::vector<int> out(4);
  array_view<int, 1> av(4, out);
  parallel_for_each(av.get_extent(), [=](index<1> i) restrict(amp) {
    Point q = p;
    q.px += i[0];
    S u;
    u.a = i[0] * 100;
    u.deep = 1;
    av[i] = q.sum() + u.a + u.deep;
  });
  av.synchronize();
  for (int v : out) std::cout << v << ' ';
  std::cout << '\n';
  return 0;
}
