// printf, fprintf, puts and putchar on the host, exactly as glibc formats them: conversions,
// flags, width and precision (also `*`), integers of every width, doubles that are tiny, huge,
// exact ties, infinities and NaNs; interleaved with std::cout, which libstdc++ keeps in order.
#include <cstdio>
#include <cmath>
#include <iostream>
#include <limits>

int main() {
  // Integers: each conversion with each flag.
  const int ints[] = {0, 1, -1, 42, -42, 255, 2147483647, -2147483647 - 1};
  for (int v : ints) {
    printf("[%d|%i|%5d|%-5d|%05d|%+d|% d|%.3d|%8.3d|%-+8.3d|%.0d]\n", v, v, v, v, v, v, v, v, v, v, v);
    printf("[%u|%o|%#o|%x|%#x|%X|%#X|%08x|%#010x|%.0x|%#.0o]\n", v, v, v, v, v, v, v, v, v, v, v);
  }
  // Length modifiers read the argument at their width.
  printf("[%hhd|%hhu|%hd|%hu|%hhx]\n", 300, 300, 70000, 70000, -1);
  long long big = 9223372036854775807LL, small = -9223372036854775807LL - 1;
  unsigned long long ubig = 18446744073709551615ULL;
  printf("[%lld|%lld|%llu|%llx|%llo|%+lld|%25lld|%-25lld|]\n", big, small, ubig, ubig, ubig, big, small, big);
  printf("[%lu|%zu|%zd|%jd|%ld]\n", 4000000000UL, (size_t)123456, (size_t)7, (long long)-5, -123456L);
  unsigned int u = 4294967295u;
  short sh = -12;
  unsigned char uc = 200;
  char ch = 'q';
  bool flag = true;
  printf("[%u|%d|%d|%u|%c|%d|%hd]\n", u, sh, uc, uc, ch, flag, sh);
  // Width and precision from the arguments; a negative width is the '-' flag, a negative precision none.
  printf("[%*d|%-*d|%*d|%.*d|%.*f|%*.*f]\n", 6, 42, 6, 42, -6, 42, 4, 7, 2, 3.14159, 10, 3, 2.71828);
  printf("[%.*f]\n", -1, 1.5);
  // Characters and strings.
  printf("[%c|%3c|%-3c|%c]\n", 'a', 'b', 'c', 65);
  printf("[%s|%10s|%-10s|%.2s|%10.3s|%-10.1s|%.0s]\n", "hello", "hello", "hello", "hello", "hello", "hello", "hello");
  printf("[%s]\n", "");
  printf("100%% done, %d%%\n", 50);
  // Floating point: %f %e %g %a with flags, precisions, and awkward values.
  const double ds[] = {0.0, -0.0, 1.0, -1.5, 0.1, 2.5, 0.125, 1e-5, 123456.789, 1e21, 1e22, 1.7976931348623157e308,
                       2.2250738585072014e-308, 4.9406564584124654e-324, 0.3, 1e-300, 1234567.0, 9.9999995, 0.000123456};
  for (double d : ds) {
    printf("[%f|%.0f|%.1f|%.3f|%10.2f|%-10.2f|%+f|% f|%010.3f|%#.0f]\n", d, d, d, d, d, d, d, d, d, d);
    printf("[%e|%.0e|%.2e|%E|%+.3e|%12.3e|%#.0e]\n", d, d, d, d, d, d, d);
    printf("[%g|%.0g|%.1g|%.3g|%.10g|%G|%#g|%#.3g|%+g|%12g|%-12g|]\n", d, d, d, d, d, d, d, d, d, d, d);
    printf("[%a|%A|%.0a|%.1a|%.3a|%20a|%-20a|]\n", d, d, d, d, d, d, d);
  }
  // Exact ties round to even, as glibc rounds the double's exact value.
  printf("[%.0f|%.0f|%.0f|%.0f|%.1f|%.1f|%.2f|%.2f|%.3f]\n", 0.5, 1.5, 2.5, 3.5, 0.25, 0.35, 1.005, 1.125, 2.0625);
  printf("[%.0e|%.0e|%.1e|%.2g|%.1g|%.3g]\n", 2.5, 3.5, 1.25, 1.25, 0.5, 1.0625);
  printf("[%.20f|%.30e|%.17g|%.40f]\n", 0.1, 0.1, 0.1, 1e-30);
  printf("[%f|%.60f]\n", 1e300, 1e-50);
  // Infinities and NaNs: their own spellings, padded with spaces even under '0'.
  double inf = std::numeric_limits<double>::infinity();
  double nan = std::numeric_limits<double>::quiet_NaN();
  printf("[%f|%F|%e|%E|%g|%G|%a|%A]\n", inf, inf, -inf, -inf, inf, -inf, inf, -inf);
  printf("[%f|%F|%e|%g|%08f|%-8f|%+f|% f]\n", nan, nan, nan, nan, inf, inf, inf, inf);
  // A float argument is promoted to double.
  float f = 0.1f;
  printf("[%f|%.10f|%g|%a]\n", f, f, f, f);
  // A format chosen at run time is formatted (and checked) by the runtime.
  for (int hex = 0; hex < 2; hex++) printf(hex ? "%x|%s\n" : "%d|%s\n", 255, hex ? "hex" : "decimal");
  // printf's result is the number of characters written.
  int n = printf("abc%d\n", 12345);
  printf("printed %d\n", n);
  // puts, putchar, fprintf to stdout and stderr, in order with std::cout.
  std::cout << "cout before" << std::endl;
  puts("puts line");
  putchar('x');
  putchar('\n');
  std::cout << "cout between ";
  printf("printf after cout\n");
  fprintf(stdout, "fprintf stdout %s %d\n", "ok", 7);
  std::fprintf(stderr, "fprintf stderr %d\n", 8);
  std::printf("std::printf %.2f\n", 2.0 / 3.0);
  // fputs, fputc, putc and fflush, and what they and puts/putchar return.
  int a = fputs("fputs line\n", stdout);
  int b = fputc('F', stdout);
  int c = putc('\n', stdout);
  int d = fflush(stdout);
  int e = puts("puts again");
  int g = putchar(300);
  fputs("to stderr\n", stderr);
  fflush(nullptr);
  printf("\n%d %d %d %d %d %d\n", a, b, c, d, e, g);
  return 0;
}
