// The math library on the host, against glibc: C's functions (unqualified and std::), the
// C++ AMP namespaces, and the corners where JavaScript's Math differs from C (round's halfway
// cases, fmax with NaN, pow(1, NaN), fmod's sign, std::min's ties). Exact results print with
// 17 digits; approximate ones with cout's default 6, where float results agree with glibc's.
#include <amp.h>
#include <amp_math.h>
#include <cmath>
#include <iomanip>
#include <iostream>
using namespace concurrency;

int main() {
  float xs[7] = {0.1f, 0.5f, 1.49f, 2.5f, -0.75f, -2.25f, 7.3f};
  for (int i = 0; i < 7; i++) {
    float x = xs[i];
    std::cout << x << ": " << precise_math::erf(x) << " " << precise_math::erfc(x) << " " << precise_math::lgamma(x) << " "
              << precise_math::expm1(x) << " " << fast_math::sin(x) << " " << fast_math::exp(x) << " " << fast_math::atan2(x, 0.3f) << " "
              << precise_math::cospi(x) << " " << precise_math::exp10(x) << " " << precise_math::erfinv(x / 8.0f) << " "
              << precise_math::asinh(x) << " " << precise_math::hypot(x, 2.0f) << " " << precise_math::rcbrt(x) << std::endl;
  }
  double ds[6] = {0.1, 0.5, 1.49, 3.49, -0.75, 25.0};
  for (int i = 0; i < 6; i++) {
    double x = ds[i];
    std::cout << x << ": " << erf(x) << " " << std::erfc(x) << " " << tgamma(x) << " " << std::lgamma(x) << " " << cbrt(x) << " "
              << log1p(x) << " " << std::pow(std::fabs(x), -1.5) << " " << precise_math::sinpi(x) << " " << precise_math::tanpi(x) << " "
              << precise_math::erfcinv(x / 30.0 + 0.5) << " " << precise_math::probit(0.2) << " " << precise_math::phi(x) << std::endl;
  }
  std::cout << std::setprecision(17);
  for (int i = 0; i < 6; i++) {
    double x = ds[i];
    int q = 0;
    double r = precise_math::remquo(x * 7.0, 0.75, &q);
    std::cout << x << ": " << precise_math::remainder(x, 0.7) << " " << std::fma(x, 3.1, -0.3) << " " << precise_math::fmaf(xs[i], 3.1f, -0.3f) << " "
              << nextafter(x, 0.0) << " " << nextafterf((float)x, 10.0f) << " " << ldexp(x, -1070) << " " << std::nearbyint(x * 2.0) << " "
              << round(x * 2.0) << " " << ilogb(x) << " " << logb(x) << " " << fmod(-x * 5.0, 1.5) << " " << r << " " << q << " "
              << std::scalbn(x, 3) << " " << precise_math::scalb(x, -2.0) << " " << rint(-x) << std::endl;
  }
  double zero = 0.0;
  double nan = zero / zero;
  float inf = 1.0f / (float)zero;
  std::cout << fmax(nan, 2.0) << " " << fmin(3.0, nan) << " " << std::pow(1.0, nan) << " " << pow(nan, 0.0) << " "
            << fdim(1.0, 3.0) << " " << fdim(5.0, 3.0) << " " << copysign(2.0, -0.0) << " " << std::signbit(-0.0) << " "
            << std::isnan(nan) << " " << std::isinf(inf) << " " << std::isnormal(1e-310) << " " << std::isfinite(inf) << std::endl;
  std::cout << fast_math::isnan((float)nan) << " " << fast_math::isinf(inf) << " " << precise_math::isnormal(1e-40f) << " "
            << fast_math::signbit(-0.0f) << " " << precise_math::isfinite(2.0) << " " << precise_math::ilogb(0.0) << " "
            << precise_math::ilogbf(inf) << " " << precise_math::logb(0.0) << std::endl;
  std::cout << std::min(0.0, -0.0) << " " << std::max(-0.0, 0.0) << " " << fast_math::min(2.5f, 1.5f) << " " << precise_math::max(3, 7) << " "
            << std::abs(-7) << " " << std::fabs(-2.5f) << " " << round(-2.5) << " " << round(2.5f) << " " << roundf(-0.49999997f) << " "
            << std::trunc(-3.7) << " " << ceilf(-0.5f) << " " << sqrt(2) << " " << std::sqrt(2.0f) << " " << exp2(10) << std::endl;
  std::cout << fma(1.0 + std::ldexp(1.0, -52), 1.0 - std::ldexp(1.0, -52), -1.0) << " " << ldexp(3.0, -1075) << " "
            << precise_math::ldexpf(1.5f, -149) << " " << ldexp(1.0, 2000) << " " << precise_math::nextafter(0.0, -1.0) << std::endl;
  return 0;
}
