#include <cstdio>
struct V {
  int tag;
  union { int i; float f; unsigned u; };
  float asFloat() const { return f; }
  void setBits(unsigned b) { u = b; tag = 2; }
};
struct W { char c; union { double d; long long ll; }; int after; };
struct X { union { unsigned char b[4]; unsigned word; }; X() { word = 0x01020304u; } int low() const { return b[0]; } };
int main() {
  V v; v.tag = 1; v.f = 1.0f;
  printf("%d %d %zu\n", v.tag, v.i, sizeof(V));
  v.setBits(0x40000000u); printf("%d %g\n", v.tag, v.asFloat());
  V w = v; w.i = 7; printf("%d %d\n", v.i, w.i);
  V* p = &v; p->u = 0x3f800000u; printf("%g\n", p->f);
  V a{3, 5}; printf("%d %d\n", a.tag, a.i);
  V b{4, {6}}; printf("%d %d\n", b.tag, b.i);
  W x{'a', {2.0}, 9}; printf("%c %llx %d %zu\n", x.c, (unsigned long long)x.ll, x.after, sizeof(W));
  X y; printf("%d %u %zu\n", y.low(), y.b[3], sizeof(X));
  return 0;
}
