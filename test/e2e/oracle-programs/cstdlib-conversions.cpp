// atoi, atol, atoll and atof as glibc computes them: leading white space, signs, trailing
// text, no digits, overflow (strtol clamps to long's range; atoi keeps the low 32 bits of that),
// and floating-point text from literals, char arrays and argv-like pointers.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>

int main() {
  const char* ints[] = {"42", "  -17", "+8abc", "abc", "", "2147483647", "2147483648", "-2147483649",
                        "99999999999999999999", "-99999999999999999999", "\t\n 0012", "3.9", "- 5"};
  for (const char* s : ints) {
    std::printf("atoi(\"%s\") = %d, atol = %ld, atoll = %lld\n", s, atoi(s), atol(s), atoll(s));
  }
  const char* reals[] = {"3.25", "  -1e3xyz", ".5", "5.", "1e400", "-1e400", "1e-320", "inf", "-Infinity", "abc", "0.1", "1e-5000"};
  for (const char* s : reals) {
    std::printf("atof(\"%s\") = %.17g\n", s, atof(s));
  }
  char buf[16];
  std::strcpy(buf, "1234");
  int n = std::atoi(buf) + 1;
  double half = std::atof("0.5");
  std::cout << n << " " << half * n << std::endl;
  return 0;
}
