// Host ++ and -- used as values, of every arithmetic width, at the edges where a type wraps or
// rounds: the old value of a post-increment is the value read, never recomputed from the new one
// (a float's `(f = f + 1) - 1` is not exact), and a narrow type wraps as C++ converts it back.
#include <cstdio>
#include <climits>
#include <cstdint>

struct Counter {
  unsigned char small;
  float f;
  long long big;
};

int calls = 0;
int next() { return calls++; }

int& slot(int* cells, int i) { calls++; return cells[i]; }

void bump(unsigned short& r, float& fr) {
  unsigned short a = r++;
  float b = ++fr;
  printf("ref: %u %u %.9g %.9g\n", a, r, b, fr);
}

int main() {
  // float: the old value is exact, even where the new one rounds.
  float f = 0.1f;
  float g = f++;
  printf("float: %.10f %.10f\n", g, f);
  float h = 16777216.0f;
  float k = h++;
  float m = ++h;
  printf("2^24: %.1f %.1f %.1f\n", k, m, h);
  float n = -0.0f;
  float o = n--;
  printf("-0: %g %g\n", o, n);
  double d = 9007199254740992.0;
  double e = d++;
  double e2 = --d;
  printf("double: %.1f %.1f %.1f\n", e, e2, d);

  // Every integer width, at the edge where it wraps.
  unsigned char uc = 255;
  unsigned char uc0 = uc++;
  unsigned char uc1 = uc--;
  printf("uchar: %d %d %d\n", uc0, uc1, uc);
  signed char sc = 127;
  signed char sc0 = sc++;
  signed char sc1 = sc;
  signed char sc2 = --sc;
  printf("schar: %d %d %d\n", sc0, sc1, sc2);
  char c = 'a';
  char c0 = c++;
  printf("char: %c %c\n", c0, c);
  unsigned short us = 0;
  unsigned short us0 = us--;
  printf("ushort: %u %u\n", us0, us);
  short ss = -32768;
  short ss0 = ss--;
  printf("short: %d %d\n", ss0, ss);
  unsigned u = INT_MAX;
  unsigned u0 = u++;
  unsigned u1 = ++u;
  printf("unsigned: %u %u %u\n", u0, u1, u);
  unsigned z = 0;
  unsigned z0 = z--;
  printf("unsigned 0: %u %u\n", z0, z);
  int i = -5;
  int i0 = i++;
  int i1 = ++i;
  int i2 = i--;
  printf("int: %d %d %d %d\n", i0, i1, i2, i);
  long long ll = LLONG_MAX - 1;
  long long ll0 = ll++;
  printf("long long: %lld %lld\n", ll0, ll);
  unsigned long long ull = 0;
  unsigned long long ull0 = ull--;
  unsigned long long ull1 = ++ull;
  printf("unsigned long long: %llu %llu %llu\n", ull0, ull1, ull);
  uint8_t b8 = 255;
  int sum = b8++ + 1;
  printf("uint8_t: %d %d\n", sum, b8);

  // Through references and pointers.
  unsigned short r = 65535;
  float fr = 16777216.0f;
  bump(r, fr);
  int cells[4] = {10, 20, 30, 40};
  int* p = cells;
  int first = *p++;
  int second = (*p)++;
  int third = ++*p;
  printf("pointer: %d %d %d %d %d\n", first, second, third, cells[1], (int)(p - cells));
  int* q = cells + 3;
  int* q0 = q--;
  printf("pointer step: %d %d\n", *q0, *q);

  // Array elements with subscripts that have side effects: each evaluated once.
  unsigned char bytes[3] = {255, 0, 128};
  int at = 0;
  unsigned char b0 = bytes[at++]++;
  unsigned char b1 = bytes[at++]--;
  unsigned char b2 = ++bytes[at++];
  printf("elements: %d %d %d | %d %d %d | %d\n", b0, b1, b2, bytes[0], bytes[1], bytes[2], at);
  float fl[3] = {0.1f, 0.2f, 0.3f};
  calls = 0;
  float fl0 = fl[next()]++;
  float fl1 = --fl[next()];
  printf("float elements: %.9g %.9g %.9g %.9g %d\n", fl0, fl1, fl[0], fl[1], calls);
  calls = 0;
  int s0 = slot(cells, 2)++;
  int s1 = --slot(cells, 2);
  printf("returned reference: %d %d %d %d\n", s0, s1, cells[2], calls);

  // Struct members.
  Counter cs[2] = {{255, 0.1f, -1}, {0, 16777216.0f, LLONG_MIN + 1}};
  int ci = 0;
  unsigned char m0 = cs[ci].small++;
  float m1 = cs[ci++].f++;
  long long m2 = cs[ci].big--;
  float m3 = cs[ci].f++;
  printf("members: %d %.9g %lld %.1f | %d %.9g %lld %.1f\n", m0, m1, m2, m3, cs[0].small, cs[0].f, cs[1].big, cs[1].f);

  // As statements and in loop steps.
  unsigned char loop = 250;
  int steps = 0;
  for (unsigned char w = 250; w != 4; w++) steps++;
  loop++;
  ++loop;
  printf("statements: %d %d\n", steps, loop);
  return 0;
}
