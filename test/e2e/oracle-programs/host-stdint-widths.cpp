// <cstdint>'s least, fast, widest and pointer-sized integer types and <cstddef>'s ptrdiff_t, as
// glibc declares them on x86-64 (int_fast16_t and ptrdiff_t are long), through printf's j, t, z.
#include <cstdio>
#include <cstdint>
#include <cstddef>
#include <iostream>
#include <vector>
int main() {
  std::vector<int> v{1, 2, 3, 4};
  std::ptrdiff_t d = -3; ptrdiff_t e = (ptrdiff_t)-4;
  intmax_t im = INTMAX_MIN; uintmax_t um = UINTMAX_MAX; intptr_t ip = -5; uintptr_t up = 7; int_fast16_t f16 = -1; uint_least8_t l8 = 200; int_fast8_t f8 = 65;
  printf("[%td] [%jd] [%ju] [%zu] %ld %lu\n", d, im, um, sizeof(std::ptrdiff_t), (long)e, (unsigned long)SIZE_MAX);
  std::cout << d + e << " " << im << " " << um << " " << ip << " " << up << " " << f16 << " " << sizeof(f16) << " " << (int)l8 << " " << f8 << " " << sizeof(intmax_t) << "\n";
  std::cout << (d < 0u) << " " << (f16 < 0u) << " " << INTMAX_MAX << " " << SIZE_MAX << "\n";
  return 0;
}
