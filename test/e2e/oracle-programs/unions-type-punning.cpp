#include <cstdio>
#include <cstdint>
union U { int i; float f; unsigned u; };
union B { unsigned u; unsigned char b[4]; };
union D { double d; long long ll; unsigned short s[4]; };
union C { char c; short sh; bool flag; };
struct Holder { int tag; U u; };
float bitsToFloat(unsigned u) { U x; x.u = u; return x.f; }
int main() {
  U u; u.f = 1.0f;
  printf("%x %zu\n", u.u, sizeof(U));
  u.i = -1; printf("%u %g\n", u.u, u.f);
  u.u = 0x40490fdb; printf("%.6f\n", u.f);
  U v = u; v.i += 1; printf("%x %x\n", v.u, u.u);
  U w{7}; printf("%d %g\n", w.i, w.f);
  B b; b.u = 0x11223344;
  printf("%x %x %x %x %zu\n", b.b[0], b.b[1], b.b[2], b.b[3], sizeof(B));
  b.b[0] = 0xff; printf("%x\n", b.u);
  D d; d.d = 1.0; printf("%llx %x %zu\n", (unsigned long long)d.ll, d.s[3], sizeof(D));
  C c; c.sh = 0x1ff; printf("%d %zu\n", (int)c.c, sizeof(C));
  c.flag = true; printf("%d\n", (int)c.sh);
  Holder h{3, {5}}; h.u.f = 2.0f; printf("%d %x\n", h.tag, h.u.u);
  Holder h2 = h; h2.u.u = 0; printf("%x %x\n", h.u.u, h2.u.u);
  printf("%g\n", bitsToFloat(0x3f000000u));
  U arr[2]; arr[1].f = -2.0f; printf("%x\n", arr[1].u);
  int& r = u.i; r = 0x3f800000; printf("%g\n", u.f);
  v = u; printf("%g\n", v.f);
  return 0;
}
