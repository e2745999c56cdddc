// Function arguments in g++'s order: right to left, with a plain variable read at the call
// itself (C++ leaves the order unspecified; programs that print two rand()s in one printf see it).
#include <cstdio>
#include <cstdlib>
#include <iostream>
int f(int x) { printf("f%d ", x); return x; }
struct S {
  int k = 0;
  S(int a, int b) : k(a - b) {}
  void m(int a, int& b) { b += a; k++; }
  int n(int a, int b) const { return a - b; }
};
int g(int a, int b, int c) { return a + b + c; }
double h(double a, double b) { return a / b; }
int main() {
  printf("\n%d %d %d\n", f(1), f(2), f(3));
  g(f(4), f(5), f(6)); printf("\n");
  S s(f(7), f(8)); printf("k=%d\n", s.k);
  S t{f(7), f(8)}; printf("k=%d\n", t.k);
  int x = f(9) + f(10); printf("\n");
  int y = f(11) * g(f(12), f(13), 0); printf("\n");
  srand(1);
  printf("%d %d\n", rand() % 100, rand() % 100);
  std::cout << rand() % 100 << " " << rand() % 100 << std::endl;
  int v = 1;
  s.m(f(5), v); printf("v=%d\n", v);
  printf("%d\n", s.n(f(1), f(2)));
  int i = 0;
  printf("%d %d\n", i, i++);
  printf("%d %d\n", ++i, i);
  printf("%.3f\n", h(i, f(4)));
  return x + y > 0 ? 0 : 1;
}
