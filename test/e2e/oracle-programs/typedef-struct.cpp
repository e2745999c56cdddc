// Classes defined in a typedef (`typedef struct { ... } Name;`, `typedef struct Tag { ... } Name, *PName;`),
// `typedef enum { ... } Mode;`, in a class too, and a variable of an unnamed class; used on the host and in a kernel.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

typedef struct { int x; float y; } Name;
typedef struct Tag { int a; } TName, *PName;
typedef struct { int w, h; } Size, Sizes[2];
typedef enum { RED, GREEN = 5, BLUE } Color;
typedef enum Shade { DARK, LIGHT } Shade;
struct Outer {
  typedef struct { int p, q; } Pair;
  typedef enum { OFF, ON } Mode;
  Pair pr;
  Mode mode = ON;
};
struct { int a; float b; } gvar;

int area(Size s) { return s.w * s.h; }

int main() {
  Name n;
  n.x = 1;
  n.y = 2.5f;
  TName t{3};
  Tag t2{4};
  PName pt = &t;
  pt->a += 6;
  Outer o;
  o.pr.p = 4;
  Outer::Pair pp{5, 6};
  gvar.a = 11;
  gvar.b = 0.25f;
  Sizes ss = {{1, 2}, {3, 4}};
  Color col = BLUE;
  Shade sh = LIGHT;
  std::cout << col << ' ' << sh << ' ' << o.mode << ' ' << Outer::OFF << '\n';
  std::cout << n.x << ' ' << n.y << ' ' << t.a << ' ' << t2.a << ' ' << o.pr.p << ' ' << pp.q << ' ' << gvar.a << ' ' << gvar.b << ' ' << area(ss[1]) << '\n';

  std::vector<int> out(4);
  array_view<int, 1> av(4, out);
  Name cap{3, 0.5f};
  parallel_for_each(av.get_extent(), [=](index<1> i) restrict(amp) {
    Name m;
    m.x = i[0];
    m.y = cap.y;
    Size s = {m.x, 2};
    Color c = GREEN;
    m.x += c;
    av[i] = m.x * cap.x + (int)(m.y * 4) + s.w * s.h * 100;
  });
  av.synchronize();
  for (int v : out) std::cout << v << ' ';
  std::cout << '\n';
  return 0;
}
