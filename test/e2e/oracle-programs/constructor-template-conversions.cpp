#include <cstdio>
#include <type_traits>
#include <amp.h>
using namespace concurrency;
struct W { template <class T> W(T v) : x(int(v) * 2) {} int x; };
struct E { template <class T> explicit E(T v) : x(int(v)) {} int x; };
struct M { M(int v) : x(v + 100) {} template <class T> M(T v) : x(int(v) + 1000) {} int x; };
struct S {
  template <class T, class = typename std::enable_if<std::is_integral<T>::value>::type> S(T v) : x(int(v) + 7) {}
  int x;
};
struct P { template <class T> P(T* p) : x(*p) {} int x; };
struct A2 { int x; template <class T> A2(T v) restrict(amp, cpu) : x(int(v) * 3) {} };
void f(W w) { printf("W %d\n", w.x); }
void g(M m) { printf("M %d\n", m.x); }
void h(S s) { printf("S %d\n", s.x); }
void h(double d) { printf("double %g\n", d); }
void k(P p) { printf("P %d\n", p.x); }
void e(E v) { printf("E %d\n", v.x); }
W make() { return 5.75; }
int twice(A2 a) restrict(amp, cpu) { return a.x; }
int main() {
  f(3); f(2.5f); f('a'); W w = 7; printf("%d\n", w.x);
  g(1); g(2.5); g((short)3);
  h(4); h(4.5);
  int v = 9; k(&v);
  e(E(3));
  printf("%d\n", make().x);
  std::vector<int> out(4);
  array_view<int, 1> av(4, out);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = twice(i[0]) + twice(1.5f); });
  av.synchronize();
  for (int o : out) printf("%d ", o);
  printf("\n");
  return 0;
}
