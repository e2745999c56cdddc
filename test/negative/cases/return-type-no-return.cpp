// expect: warning return-type 13:29
// expect: warning return-type 14:47
// expect: warning return-type 15:48
// A value-returning function with no return statement at all, whose end control reaches: g++'s
// front end warns "no return statement in function returning non-void" at the closing brace
// (-Wreturn-type, on by default), in amp code as on the host. A loop with a constant condition
// that a break leaves, as here, still ends. main is exempt (it returns 0), and so are void
// functions and constructors. Each warning is g++'s, at the same place.
#include <amp.h>
#include <cstdio>
using namespace concurrency;
struct Point { int x; Point(int v) { x = v; } };
int scaled(int a) { a * 10; }
int tripled(int a) restrict(amp) { a = a * 3; }
int search(int a) { for (;;) { if (a) break; } }
void say(int a) { printf("%d\n", a); }
int main() {
  std::vector<int> v(4, 1);
  array_view<int, 1> av(4, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = tripled(av[i]); });
  Point p(scaled(0) + search(1));
  say(p.x);
}
