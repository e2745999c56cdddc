// Views of struct elements on the host: a copy of an element does not alias it; member writes and
// increments through the view reach the next kernel; a vector of structs has distinct elements.
#include <amp.h>
#include <vector>
#include <iostream>
using namespace concurrency;
struct P { int a; float b; };
int main() {
  std::vector<P> ps(4);
  for (int i = 0; i < 4; i++) { ps[i].a = i; ps[i].b = i * 0.5f; }
  array_view<P, 1> av(4, ps);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i].a += 10; });
  P copy = av[1];
  copy.a = -5;
  av[2].b = 7.5f;
  av[3].a++;
  av[0].a += 100;
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i].b += 1.0f; });
  for (int i = 0; i < 4; i++) std::cout << av[i].a << ' ' << av[i].b << '\n';
  std::cout << copy.a << '\n';
  return 0;
}
