#include <cstdio>
#include <iostream>
struct F { unsigned a : 3; unsigned b : 5; int c : 4; };
struct G { unsigned char x : 2; signed char y : 3; short s : 9; bool flag : 1; unsigned w : 32; };
struct H { int a : 4; double d; unsigned b : 30; unsigned c : 4; };
struct K { char c; int i : 7; };
struct L { unsigned a : 5; unsigned : 0; unsigned b : 3; };
struct M { unsigned a : 4 = 21; int b : 3; M() : b(5) {} };
struct Q { short l : 3; unsigned u : 31; };
bool q_flag() { return true; }
int main() {
  F f{9, 33, 9};
  printf("%u %u %d\n", f.a, f.b, f.c);
  f.a = 9; f.b = 33; f.c = 9;
  printf("%u %u %d %zu\n", f.a, f.b, f.c, sizeof(F));
  int x = (f.a = 15);
  printf("%d\n", x);
  f.a += 6; printf("%u\n", f.a);
  f.a -= 7; printf("%u\n", f.a);
  f.c += 10; printf("%d\n", f.c);
  f.c = -8; f.c--; printf("%d\n", f.c);
  ++f.a; ++f.a; f.a++; printf("%u\n", f.a);
  f.c <<= 2; printf("%d\n", f.c);
  f.b = 17; f.b /= -2; printf("%u\n", f.b);
  f.a = 1;
  printf("%d %d %d\n", f.a - 5 < 0, -f.a, (f.a - 5) / 2);
  auto y = f.a; y -= 5; printf("%u\n", y);
  printf("%d\n", f.a < -1);
  f.c = 3.9; printf("%d\n", f.c);
  f.c = 7; f.c = f.c * 3; printf("%d\n", f.c);
  std::cout << f.a << " " << f.c << " " << (f.b + 0u) << "\n";
  G g{}; g.x = 7; g.y = 5; g.s = 300; g.flag = 2; g.w = 0xffffffffu; g.w += 2;
  printf("%d %d %d %d %u %zu\n", g.x, g.y, g.s, g.flag, g.w, sizeof(G));
  printf("%zu %zu %zu %zu %zu\n", sizeof(H), sizeof(K), sizeof(L), sizeof(M), sizeof(Q));
  M m; printf("%u %d\n", m.a, m.b);
  F* p = &f; p->c = 12; p->a += 9; printf("%d %u\n", p->c, p->a);
  F arr[2] = {{1, 2, 3}, {4, 5, 6}};
  for (int i = 0; i < 2; ++i) arr[i].c += 5;
  printf("%d %d\n", arr[0].c, arr[1].c);
  F copy = arr[1]; copy.b -= 6; printf("%u %u\n", copy.b, arr[1].b);
  bool yes = q_flag();
  printf("%d %d %d\n", yes ? f.a : -1, (yes ? f.a : 2u) > 100u, (!yes ? f.a : -1) < 0);
  Q q; q.l = 5; q.u = 0x80000000u; printf("%d %u\n", q.l, q.u);
  return 0;
}
