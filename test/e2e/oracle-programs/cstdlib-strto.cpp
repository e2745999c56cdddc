// strtol, strtoul, strtoll, strtoull, strtod and strtof as glibc computes them: bases 0 (with its
// 0x and octal prefixes), 8, 10, 16 and 36, signs, clamping out of range (and strtoul's wrapping
// of negative numbers), end pointers (after the number, at the start where there is none, after
// the 0 of a bare "0x", untouched for a bad base), strtof's single rounding of decimal text that
// lies near a halfway point between two floats, llabs, and div/ldiv/lldiv with their div_t,
// ldiv_t and lldiv_t results (std::div's overloads for long and long long among them).
#include <cstdio>
#include <cstdlib>
#include <cstring>

static int total(div_t d) { return d.quot * 100 + d.rem; }

int main() {
  const char* ints[] = {"42", "  -0x1A", "0777", "0x", "zz", "9223372036854775808", "-9223372036854775809",
                        "18446744073709551616", "-1", "  +12abc", "0xfg", "-0", "", "\t\n0X7fffffffffffffff"};
  for (const char* s : ints) {
    std::printf("\"%s\": %ld %ld %ld %ld | %lu %lu | %lld %llu\n", s, strtol(s, nullptr, 0), strtol(s, NULL, 8),
                std::strtol(s, 0, 10), strtol(s, nullptr, 16), strtoul(s, nullptr, 0), std::strtoul(s, nullptr, 36),
                strtoll(s, nullptr, 0), strtoull(s, nullptr, 10));
  }

  // Walking a list of numbers with the end pointer.
  const char* list = "10 0x20 -030 junk";
  char* end = nullptr;
  const char* p = list;
  for (int i = 0; i < 4; i++) {
    long v = strtol(p, &end, 0);
    std::printf("read %ld, consumed %ld chars, rest \"%s\"\n", v, (long)(end - p), end);
    if (end == p) break;
    p = end;
  }
  char* e2 = nullptr;
  strtol("  0xg", &e2, 16);
  std::printf("bare 0x ends at \"%s\"\n", e2);
  char buf[32];
  std::strcpy(buf, "123abc");
  char* e3 = buf + 5;
  long bad = strtol(buf, &e3, 1);
  std::printf("base 1: %ld, end untouched: %d\n", bad, (int)(e3 - buf));
  unsigned long u = strtoul(buf, &e3, 10);
  std::printf("%lu then \"%s\" at %d\n", u, e3, (int)(e3 - buf));

  const char* reals[] = {"3.25", "  -1e3xyz", ".5", "5.", "1e400", "-1e-320", "inf", "-Infinity", "nan(abc)rest",
                         "nanx", "1e", "-.e1", "0.1", "1.00000005960464477539062501", "1.00000005960464477539062499",
                         "1.000000059604644775390625", "1.000000178813934326171875", "1.0000001788139343261718749999",
                         "3.40282356779733661637539395458142568448e38", "3.40282356779733661637539395458142568447e38",
                         "7.006492321624085354618647916449580656401309709382578858785341419448955413429304e-46", "1e-46"};
  for (const char* s : reals) {
    char* d_end = nullptr;
    char* f_end = nullptr;
    double d = strtod(s, &d_end);
    float f = std::strtof(s, &f_end);
    std::printf("\"%s\": %.17g %a (%d, %d)\n", s, d, (double)f, (int)(d_end - s), (int)(f_end - s));
  }
  std::printf("%lld %lld %ld\n", llabs(-5LL), std::llabs(9000000000LL), labs(-7L));
  div_t a = div(7, -2);
  std::div_t b = std::div(-7, 2);
  div_t copy = a;
  copy.quot = 40;
  std::printf("div: %d %d, %d %d, copy %d (a still %d), total %d\n", a.quot, a.rem, b.quot, b.rem, copy.quot, a.quot, total(b));
  auto l = std::div(-9000000000L, 7L);
  ldiv_t l2 = ldiv(9L, 4L);
  lldiv_t ll = lldiv(-9000000000LL, -7LL);
  auto ll2 = std::div(10LL, -3LL);
  std::printf("ldiv: %ld %ld, %ld %ld; lldiv: %lld %lld, %lld %lld\n", l.quot, l.rem, l2.quot, l2.rem, ll.quot, ll.rem, ll2.quot, ll2.rem);
  return strtod("0", nullptr) == 0.0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
