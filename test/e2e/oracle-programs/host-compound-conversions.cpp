// Host compound assignments of mixed types: `t op= v` is `t = T(C(t) op v)`, C the usual
// arithmetic conversions of both (for a shift, the promoted target), converted back to the
// target's type, and the target found once, after a value with side effects.
#include <cstdio>
#include <climits>
#include <map>
#include <vector>

int calls = 0;
int store = 7;
int& ri() { calls++; return store; }
unsigned char bytes[3] = {250, 5, 128};
unsigned char& rb(int i) { calls++; return bytes[i]; }
int g() { calls += 10; return 3; }
int bumpStore() { store = 100; return 1; }
float half() { return 0.5f; }

struct S {
  short s;
  unsigned u;
  float f;
  double d;
  long long ll;
  unsigned char c;
};

int main() {
  // Every operator, int target, other operand types.
  int i = 7;
  i *= 1.5f; printf("i *= 1.5f: %d\n", i);
  i += 2.75; printf("i += 2.75: %d\n", i);
  i -= 0.5f; printf("i -= 0.5f: %d\n", i);
  i /= 2.0; printf("i /= 2.0: %d\n", i);
  i = -7; i %= 3; printf("i %%= 3: %d\n", i);
  i = -7; i -= 1u; printf("i -= 1u: %d\n", i);
  i = -7; i /= 2u; printf("i /= 2u: %d\n", i);
  i = 6; i &= 3LL; printf("i &= 3LL: %d\n", i);
  i = 6; i |= 9ULL; printf("i |= 9ULL: %d\n", i);
  i = 6; i ^= (char)-1; printf("i ^= char(-1): %d\n", i);
  i = INT_MAX; i += 1u; printf("INT_MAX += 1u: %d\n", i);
  i = 1; i <<= 31; printf("1 <<= 31: %d\n", i);
  i = -16; i >>= 2; printf("-16 >>= 2: %d\n", i);
  i = 1; i <<= 3LL; printf("1 <<= 3LL: %d\n", i);
  i = -256; i >>= 4ULL; printf("-256 >>= 4ULL: %d\n", i);
  i = 1000000; i *= 1000000LL; printf("1e6 *= 1e6LL: %d\n", i);

  // Narrow targets.
  unsigned char u8 = 250;
  u8 += 300; printf("u8 += 300: %d\n", u8);
  u8 -= 100; printf("u8 -= 100: %d\n", u8);
  u8 *= 3; printf("u8 *= 3: %d\n", u8);
  u8 <<= 3; printf("u8 <<= 3: %d\n", u8);
  u8 = 200; u8 >>= 1; printf("u8 >>= 1: %d\n", u8);
  u8 = 7; u8 *= 2.6f; printf("u8 *= 2.6f: %d\n", u8);
  u8 = 200; u8 += -201; printf("u8 += -201: %d\n", u8);
  signed char s8 = 100;
  s8 += 100; printf("s8 += 100: %d\n", s8);
  s8 = -128; s8 -= 1; printf("s8 -= 1: %d\n", s8);
  s8 = 3; s8 *= -50; printf("s8 *= -50: %d\n", s8);
  short s16 = 32000;
  s16 += 1000; printf("s16 += 1000: %d\n", s16);
  s16 = 300; s16 *= 300; printf("s16 *= 300: %d\n", s16);
  unsigned short u16 = 1;
  u16 -= 2; printf("u16 -= 2: %u\n", u16);
  u16 = 40000; u16 += 40000u; printf("u16 += 40000u: %u\n", u16);
  unsigned u = 5;
  u -= 7; printf("u -= 7: %u\n", u);
  u = 3000000000u; u += 3000000000u; printf("u += 3e9: %u\n", u);
  u = 4000000000u; u *= 3; printf("u *= 3: %u\n", u);
  u = 1; u <<= 31; u >>= 30; printf("u shifts: %u\n", u);
  u = 10; u += -3; printf("u += -3: %u\n", u);
  u = 10; u /= -3; printf("u /= -3: %u\n", u);
  bool b = false;
  b += 2; printf("b += 2: %d\n", b);
  b -= 1; printf("b -= 1: %d\n", b);
  b = true; b *= 0.25; printf("b *= 0.25: %d\n", b);
  b = true; b &= 2; printf("b &= 2: %d\n", b);

  // Floating targets.
  float f = 16777216.0f;
  f += 1; printf("f += 1: %.1f\n", f);
  f += 1.0; printf("f += 1.0: %.1f\n", f);
  f = 0.1f; f += 0.2; printf("f += 0.2: %.10f\n", f);
  f = 1.0f; f /= 3; printf("f /= 3: %.10f\n", f);
  f = 3.0f; f *= 16777217LL; printf("f *= 16777217LL: %.1f\n", f);
  f = 1.0f; f -= 0.1f; printf("f -= 0.1f: %.10f\n", f);
  double d = 0.1;
  d += 0.2f; printf("d += 0.2f: %.17g\n", d);
  d = 1e16; d += 1; printf("d += 1: %.1f\n", d);
  d = 2.0; d *= 9007199254740993LL; printf("d *= 2^53+1: %.1f\n", d);
  d = 10.0; d /= 4u; printf("d /= 4u: %g\n", d);

  // 64-bit targets and shifts by 64-bit counts.
  long long ll = 1;
  ll <<= 62; printf("ll <<= 62: %lld\n", ll);
  ll = 1; ll <<= 40LL; printf("ll <<= 40LL: %lld\n", ll);
  ll = -1024; ll >>= 3ULL; printf("ll >>= 3ULL: %lld\n", ll);
  ll = 7; ll *= -3; printf("ll *= -3: %lld\n", ll);
  ll = 7; ll %= -3; printf("ll %%= -3: %lld\n", ll);
  ll = 5; ll += 4294967295u; printf("ll += UINT_MAX: %lld\n", ll);
  ll = -5; ll /= 2u; printf("ll /= 2u: %lld\n", ll);
  unsigned long long ull = 0;
  ull -= 1; printf("ull -= 1: %llu\n", ull);
  ull = 5; ull *= -1; printf("ull *= -1: %llu\n", ull);
  ull = 1; ull <<= 63; ull >>= 62; printf("ull shifts: %llu\n", ull);
  ull = 1000; ull /= 3.0; printf("ull /= 3.0: %llu\n", ull);
  unsigned long long big = 18446744073709551615ULL;
  big += 2; printf("big += 2: %llu\n", big);

  // Struct members, array elements, returned references, through subscripts with side effects.
  S s = {30000, 7, 0.5f, 0.25, 1LL << 40, 200};
  s.s += 5000; s.u -= 8; s.f *= 3; s.d /= 3; s.ll <<= 20; s.c += 100;
  printf("struct: %d %u %.9g %.17g %lld %d\n", s.s, s.u, s.f, s.d, s.ll, s.c);
  S arr[2] = {{1, 2, 3.0f, 4.0, 5, 6}, {7, 8, 9.0f, 10.0, 11, 12}};
  int k = 0;
  arr[k++].c *= 50;
  arr[k--].f += half();
  printf("elements of structs: %d %.9g %d\n", arr[0].c, arr[1].f, k);
  int a[4] = {1, 2, 3, 4};
  int at = 0;
  a[at++] += 10;
  a[at++] *= 2.5;
  a[at] <<= at++;
  printf("elements: %d %d %d %d %d\n", a[0], a[1], a[2], a[3], at);
  calls = 0;
  ri() += g();
  printf("ri() += g(): %d %d\n", store, calls);
  ri() *= 1.5;
  printf("ri() *= 1.5: %d %d\n", store, calls);
  rb(0) += 10;
  rb(1) -= 6;
  rb(2) *= 2.5f;
  printf("rb: %d %d %d %d\n", bytes[0], bytes[1], bytes[2], calls);
  std::vector<unsigned short> v = {65535, 2, 3};
  int vi = 0;
  v[vi++] += 2;
  v[vi++] *= 40000;
  printf("vector: %u %u %d\n", v[0], v[1], vi);
  std::map<int, float> m;
  int mk = 0;
  m[mk++] += 0.1f;
  m[mk] += 16777216.0f;
  m[mk] += 1;
  printf("map: %.9g %.1f %d\n", m[0], m[1], mk);

  // The value's side effects run before the target is read (C++17).
  store = 1;
  store += bumpStore();
  printf("store += bumpStore(): %d\n", store);
  int local = 1;
  auto change = [&]() { local = 50; return 2; };
  local *= change();
  printf("local *= change(): %d\n", local);
  int x = 0;
  int z[3] = {5, 5, 5};
  z[x++] += x;
  printf("z[x++] += x: %d %d %d\n", z[0], z[1], x);
  return 0;
}
