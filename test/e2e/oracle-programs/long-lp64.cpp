// `long` and `unsigned long` are 64 bits, as g++ makes them on Linux x86-64 (LP64), and distinct
// from `long long`: literals with and without `L`, sizeof, wrapping arithmetic, printf's `%ld`,
// `%lu` and `%zu`, size_t, int64_t, overloads on long and long long, mixed signed/unsigned.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstdio>
#include <iostream>
#include <string>
#include <type_traits>
#include <vector>

const char* kind(int) { return "int"; }
const char* kind(long) { return "long"; }
const char* kind(long long) { return "long long"; }
const char* kind(unsigned long) { return "unsigned long"; }
const char* kind(unsigned long long) { return "unsigned long long"; }

long twice(long x) { return x * 2; }

int main() {
  long l = 1L << 40;
  printf("%ld %zu %zu %zu %zu\n", l, sizeof(long), sizeof(unsigned long), sizeof(size_t), sizeof(1L));
  std::cout << kind(5) << " " << kind(5L) << " " << kind(5LL) << " " << kind(5UL) << " " << kind(5ULL) << std::endl;
  std::cout << kind(3000000000) << " " << kind(0x100000000) << " " << kind(0xFFFFFFFFFFFFFFFF) << " " << kind(4294967296u) << std::endl;
  std::cout << kind(sizeof(int)) << " " << kind(l + 1) << " " << kind(l + 1LL) << " " << kind(1UL + 1LL) << " " << kind(1L + 1ULL) << std::endl;
  std::cout << std::is_same<long, long long>::value << std::is_same<long, int>::value << std::is_same<int64_t, long>::value
            << std::is_same<size_t, unsigned long>::value << std::is_same<uint64_t, unsigned long>::value << std::endl;

  // Arithmetic past 32 bits, and wrapping at 64 (unsigned).
  long m = 2147483647L;
  m += 1;
  unsigned long u = 0;
  u -= 1;
  std::cout << m << " " << u << " " << l * 3 << " " << twice(m) << " " << (u >> 60) << std::endl;
  long n = -7;
  std::cout << n / 2 << " " << n % 2 << " " << (n >> 1) << " " << static_cast<unsigned long>(n) << std::endl;
  printf("%ld %lu %lx %zu\n", n, u, u, (size_t)12345678901ULL);

  // A long from a double truncates; a long to a double and to int converts.
  double d = 1e15 + 0.75;
  long fromDouble = (long)d;
  int low = (int)(l + 5);
  std::cout << fromDouble << " " << (double)(l + 1) << " " << low << std::endl;

  // Mixed signed and unsigned comparisons: -1 becomes the largest unsigned long.
  int minusOne = -1;
  size_t zero = 0;
  std::cout << (minusOne < zero) << " " << (minusOne < 0L) << " " << (-1L < 1UL) << " " << (-1 < 1U) << std::endl;

  // A loop counted in size_t, and an array indexed by a long.
  int values[5] = {1, 2, 3, 4, 5};
  long sum = 0;
  for (size_t i = 0; i < 5; i++) sum += values[i] * (1L << 33);
  for (long i = 4; i >= 0; i--) sum -= values[i];
  std::cout << sum << std::endl;

  // The library's overloads for long: to_string, abs, labs, min/max, and a vector of longs sorted.
  long a = -5000000000L, b = 7;
  unsigned long ub = 3;
  std::cout << std::to_string(a) << " " << std::to_string(ub) << " " << std::abs(a) << " " << labs(a) << " " << std::max(a, b) << " " << std::min(ub, 9UL) << std::endl;
  std::vector<long> longs = {3L << 40, -1, 2};
  std::sort(longs.begin(), longs.end());
  std::cout << longs[0] << " " << longs[1] << " " << longs[2] << " " << std::sqrt((double)b) << std::endl;
  return 0;
}
