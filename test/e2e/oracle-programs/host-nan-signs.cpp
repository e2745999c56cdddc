// Which NaN a math function returns shows when it is printed ("-nan" or "nan"): glibc returns
// a NaN argument itself, and for a domain error most functions return x86's default NaN (sign
// set) while acos, asin and log10 return +NaN. Printed many times over, through cout, printf and
// snprintf, since the sign must survive however the printing code is compiled.
#include <cmath>
#include <cstdio>
#include <iostream>
#include <sstream>

double negated(double x) { return -x; }

int main() {
  double minusOne = -1.0, minusTwo = -2.0, two = 2.0, half = 0.5, zero = 0.0, inf = INFINITY;
  float minusOneF = -1.0f, zeroF = 0.0f;
  std::cout << "log " << std::log(minusOne) << " log2 " << std::log2(minusOne) << " log10 " << std::log10(minusOne)
            << " log1p " << std::log1p(minusTwo) << " sqrt " << std::sqrt(minusOne) << "\n";
  std::cout << "acos " << std::acos(two) << " asin " << std::asin(two) << " acosh " << std::acosh(half)
            << " atanh " << std::atanh(two) << " pow " << std::pow(minusTwo, half) << "\n";
  std::cout << "fmod " << std::fmod(1.0, zero) << " " << std::fmod(inf, two) << " remainder " << std::remainder(1.0, zero)
            << " " << std::remainder(inf, two) << "\n";
  std::cout << "float " << std::log(minusOneF) << " " << std::fmod(1.0f, zeroF) << " " << std::acos(2.0f) << " " << std::pow(-2.0f, 0.5f) << "\n";

  double nan = std::sqrt(minusOne);  // the default NaN, sign set
  double positive = negated(nan);
  std::cout << "nan args " << std::log(nan) << " " << std::log(positive) << " " << std::acos(nan) << " " << std::log10(nan)
            << " " << std::fdim(nan, 1.0) << " " << std::fmod(two, nan) << " " << std::remainder(nan, two) << "\n";
  printf("printf %f %e %g %a %f\n", std::log(minusOne), std::fmod(1.0, zero), std::acos(two), nan, positive);

  std::ostringstream text;
  for (int i = 0; i < 300; ++i) {
    std::cout << nan << (i % 30 == 29 ? "\n" : " ");
    printf("%g%s", std::log(minusOne - i), i % 30 == 29 ? "\n" : " ");
    char buffer[16];
    snprintf(buffer, sizeof buffer, "%f", positive);
    text << buffer << std::log10(-i - 1.0) << ' ';
  }
  std::cout << text.str().size() << " " << text.str().substr(0, 40) << "\n";
  return 0;
}
