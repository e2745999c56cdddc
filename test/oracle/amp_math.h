// The oracle's <amp_math.h>: concurrency::fast_math and concurrency::precise_math on the CPU,
// written from Microsoft's documentation of the two namespaces, independently of ampc.
//
// Every function forwards to the C library (glibc's <cmath>): the float overloads to the
// C++ float overloads of std::, the double ones to the double functions. Classification
// functions return int (1 or 0), as C++ AMP's do. The functions C lacks are written out:
// sinpi/cospi/tanpi from long double sin/cos of pi*x after an exact reduction, rsqrt and rcbrt as
// reciprocals, erfinv/erfcinv by bisection on std::erf/std::erfc, phi/probit through them.
#pragma once

#include <cmath>

namespace concurrency {
namespace math_oracle_detail {

template <typename T>
T sinpi(T x) {
  if (!std::isfinite(x)) return std::nan("");
  T r = std::fmod(x, T(2));  // exact
  if (r == std::trunc(r)) return std::copysign(T(0), x);
  return T(std::sin(3.141592653589793238462643383279502884L * r));
}

template <typename T>
T cospi(T x) {
  if (!std::isfinite(x)) return std::nan("");
  T r = std::fabs(std::fmod(x, T(2)));
  if (r == T(0.5) || r == T(1.5)) return T(0);
  return T(std::cos(3.141592653589793238462643383279502884L * r));
}

template <typename T>
T tanpi(T x) {
  if (!std::isfinite(x)) return std::nan("");
  T r = std::fmod(x, T(1));
  if (r == T(0)) return std::copysign(T(0), x);
  // The poles x = n + 1/2 (C23's tanpi): +infinity for even n, -infinity for odd n.
  if (std::fabs(r) == T(0.5)) return std::fmod(x - T(0.5), T(2)) == 0 ? INFINITY : -INFINITY;
  return T(std::tan(3.141592653589793238462643383279502884L * r));
}

// erf is increasing: bisection in double on [-6, 6] (erf is +-1 in double beyond) to the last bit.
inline double erfinv(double y) {
  if (std::isnan(y) || y < -1 || y > 1) return std::nan("");
  if (y == 1) return INFINITY;
  if (y == -1) return -INFINITY;
  if (y == 0) return y;
  double lo = -6, hi = 6;
  for (int i = 0; i < 200; i++) {
    double mid = lo + (hi - lo) / 2;
    if (mid == lo || mid == hi) break;
    if (std::erf(mid) < y) lo = mid; else hi = mid;
  }
  return lo + (hi - lo) / 2;
}

// erfc is decreasing: bisection on [-6, 27] against erfc directly, so tails keep their digits.
inline double erfcinv(double y) {
  if (std::isnan(y) || y < 0 || y > 2) return std::nan("");
  if (y == 0) return INFINITY;
  if (y == 2) return -INFINITY;
  double lo = -6, hi = 27;
  for (int i = 0; i < 200; i++) {
    double mid = lo + (hi - lo) / 2;
    if (mid == lo || mid == hi) break;
    if (std::erfc(mid) > y) lo = mid; else hi = mid;
  }
  return lo + (hi - lo) / 2;
}

}  // namespace math_oracle_detail

// The functions both namespaces share, for the floating type T.
#define AMP_MATH_ORACLE_COMMON(T)                                                           \
  inline T acos(T x) { return std::acos(x); }                                               \
  inline T asin(T x) { return std::asin(x); }                                               \
  inline T atan(T x) { return std::atan(x); }                                               \
  inline T atan2(T y, T x) { return std::atan2(y, x); }                                     \
  inline T ceil(T x) { return std::ceil(x); }                                               \
  inline T cos(T x) { return std::cos(x); }                                                 \
  inline T cosh(T x) { return std::cosh(x); }                                               \
  inline T exp(T x) { return std::exp(x); }                                                 \
  inline T exp2(T x) { return std::exp2(x); }                                               \
  inline T fabs(T x) { return std::fabs(x); }                                               \
  inline T floor(T x) { return std::floor(x); }                                             \
  inline T fmax(T x, T y) { return std::fmax(x, y); }                                       \
  inline T fmin(T x, T y) { return std::fmin(x, y); }                                       \
  inline T fmod(T x, T y) { return std::fmod(x, y); }                                       \
  inline T frexp(T x, int* e) { return std::frexp(x, e); }                                  \
  inline int isfinite(T x) { return std::isfinite(x) ? 1 : 0; }                             \
  inline int isinf(T x) { return std::isinf(x) ? 1 : 0; }                                   \
  inline int isnan(T x) { return std::isnan(x) ? 1 : 0; }                                   \
  inline T ldexp(T x, int e) { return std::ldexp(x, e); }                                   \
  inline T log(T x) { return std::log(x); }                                                 \
  inline T log10(T x) { return std::log10(x); }                                             \
  inline T log2(T x) { return std::log2(x); }                                               \
  inline T modf(T x, T* i) { return std::modf(x, i); }                                      \
  inline T pow(T x, T y) { return std::pow(x, y); }                                         \
  inline T round(T x) { return std::round(x); }                                             \
  inline T rsqrt(T x) { return T(1) / std::sqrt(x); }                                       \
  inline int signbit(T x) { return std::signbit(x) ? 1 : 0; }                               \
  inline T sin(T x) { return std::sin(x); }                                                 \
  inline void sincos(T x, T* s, T* c) { *s = std::sin(x); *c = std::cos(x); }              \
  inline T sinh(T x) { return std::sinh(x); }                                               \
  inline T sqrt(T x) { return std::sqrt(x); }                                               \
  inline T tan(T x) { return std::tan(x); }                                                 \
  inline T tanh(T x) { return std::tanh(x); }                                               \
  inline T trunc(T x) { return std::trunc(x); }                                             \
  inline T min(T x, T y) { return y < x ? y : x; }                                          \
  inline T max(T x, T y) { return x < y ? y : x; }

// precise_math's own functions, for the floating type T.
#define AMP_MATH_ORACLE_PRECISE(T)                                                          \
  inline T acosh(T x) { return std::acosh(x); }                                             \
  inline T asinh(T x) { return std::asinh(x); }                                             \
  inline T atanh(T x) { return std::atanh(x); }                                             \
  inline T cbrt(T x) { return std::cbrt(x); }                                               \
  inline T copysign(T x, T y) { return std::copysign(x, y); }                               \
  inline T cospi(T x) { return math_oracle_detail::cospi(x); }                              \
  inline T erf(T x) { return std::erf(x); }                                                 \
  inline T erfc(T x) { return std::erfc(x); }                                               \
  inline T erfinv(T x) { return T(math_oracle_detail::erfinv(x)); }                         \
  inline T erfcinv(T x) { return T(math_oracle_detail::erfcinv(x)); }                       \
  inline T exp10(T x) { return std::pow(T(10), x); }                                        \
  inline T expm1(T x) { return std::expm1(x); }                                             \
  inline T fdim(T x, T y) { return std::fdim(x, y); }                                       \
  inline T fma(T x, T y, T z) { return std::fma(x, y, z); }                                 \
  inline T hypot(T x, T y) { return std::hypot(x, y); }                                     \
  inline int ilogb(T x) { return std::ilogb(x); }                                           \
  inline int isnormal(T x) { return std::isnormal(x) ? 1 : 0; }                             \
  inline T lgamma(T x) { return std::lgamma(x); }                                           \
  inline T log1p(T x) { return std::log1p(x); }                                             \
  inline T logb(T x) { return std::logb(x); }                                               \
  inline T nearbyint(T x) { return std::nearbyint(x); }                                     \
  inline T nextafter(T x, T y) { return std::nextafter(x, y); }                             \
  inline T phi(T x) { return std::erfc(-x / std::sqrt(T(2))) / 2; }                         \
  inline T probit(T p) { return -std::sqrt(T(2)) * T(math_oracle_detail::erfcinv(2 * p)); } \
  inline T rcbrt(T x) { return T(1) / std::cbrt(x); }                                       \
  inline T remainder(T x, T y) { return std::remainder(x, y); }                             \
  inline T remquo(T x, T y, int* q) { return std::remquo(x, y, q); }                        \
  inline T scalb(T x, T e) { return ::scalb(x, e); }                                        \
  inline T scalbn(T x, int e) { return std::scalbn(x, e); }                                 \
  inline T sinpi(T x) { return math_oracle_detail::sinpi(x); }                              \
  inline T tanpi(T x) { return math_oracle_detail::tanpi(x); }                              \
  inline T tgamma(T x) { return std::tgamma(x); }

// The f-suffixed float names of a function of one, two or three floats.
#define AMP_MATH_ORACLE_F1(name) \
  inline float name##f(float x) { return name(x); }
#define AMP_MATH_ORACLE_F2(name) \
  inline float name##f(float x, float y) { return name(x, y); }
#define AMP_MATH_ORACLE_FLOAT_NAMES                                                           \
  AMP_MATH_ORACLE_F1(acos) AMP_MATH_ORACLE_F1(asin) AMP_MATH_ORACLE_F1(atan)                  \
  AMP_MATH_ORACLE_F2(atan2) AMP_MATH_ORACLE_F1(ceil) AMP_MATH_ORACLE_F1(cos)                  \
  AMP_MATH_ORACLE_F1(cosh) AMP_MATH_ORACLE_F1(exp) AMP_MATH_ORACLE_F1(exp2)                   \
  AMP_MATH_ORACLE_F1(fabs) AMP_MATH_ORACLE_F1(floor) AMP_MATH_ORACLE_F2(fmax)                 \
  AMP_MATH_ORACLE_F2(fmin) AMP_MATH_ORACLE_F2(fmod) AMP_MATH_ORACLE_F1(log)                   \
  AMP_MATH_ORACLE_F1(log10) AMP_MATH_ORACLE_F1(log2) AMP_MATH_ORACLE_F2(pow)                  \
  AMP_MATH_ORACLE_F1(round) AMP_MATH_ORACLE_F1(rsqrt) AMP_MATH_ORACLE_F1(sin)                 \
  AMP_MATH_ORACLE_F1(sinh) AMP_MATH_ORACLE_F1(sqrt) AMP_MATH_ORACLE_F1(tan)                   \
  AMP_MATH_ORACLE_F1(tanh) AMP_MATH_ORACLE_F1(trunc)                                          \
  inline int isfinitef(float x) { return isfinite(x); }                                       \
  inline int isinff(float x) { return isinf(x); }                                             \
  inline int isnanf(float x) { return isnan(x); }                                             \
  inline int signbitf(float x) { return signbit(x); }                                         \
  inline float frexpf(float x, int* e) { return frexp(x, e); }                                \
  inline float ldexpf(float x, int e) { return ldexp(x, e); }                                 \
  inline float modff(float x, float* i) { return modf(x, i); }                                \
  inline void sincosf(float x, float* s, float* c) { sincos(x, s, c); }

// min and max (HCC declares them in both namespaces): std::min/max's `b < a ? b : a`.
#define AMP_MATH_ORACLE_INT_MIN_MAX                                \
  inline int min(int x, int y) { return y < x ? y : x; }           \
  inline int max(int x, int y) { return x < y ? y : x; }

namespace fast_math {
AMP_MATH_ORACLE_INT_MIN_MAX
AMP_MATH_ORACLE_COMMON(float)
AMP_MATH_ORACLE_FLOAT_NAMES
// Microsoft's fast_math::ldexp takes a float exponent, as HLSL's ldexp does: x * 2^e.
inline float ldexp(float x, float e) { return x * std::exp2(e); }
inline float ldexpf(float x, float e) { return x * std::exp2(e); }
}  // namespace fast_math

namespace precise_math {
AMP_MATH_ORACLE_INT_MIN_MAX
AMP_MATH_ORACLE_COMMON(float)
AMP_MATH_ORACLE_COMMON(double)
AMP_MATH_ORACLE_PRECISE(float)
AMP_MATH_ORACLE_PRECISE(double)
AMP_MATH_ORACLE_FLOAT_NAMES
AMP_MATH_ORACLE_F1(acosh) AMP_MATH_ORACLE_F1(asinh) AMP_MATH_ORACLE_F1(atanh)
AMP_MATH_ORACLE_F1(cbrt) AMP_MATH_ORACLE_F2(copysign) AMP_MATH_ORACLE_F1(cospi)
AMP_MATH_ORACLE_F1(erf) AMP_MATH_ORACLE_F1(erfc) AMP_MATH_ORACLE_F1(erfinv)
AMP_MATH_ORACLE_F1(erfcinv) AMP_MATH_ORACLE_F1(exp10) AMP_MATH_ORACLE_F1(expm1)
AMP_MATH_ORACLE_F2(fdim) AMP_MATH_ORACLE_F2(hypot) AMP_MATH_ORACLE_F1(lgamma)
AMP_MATH_ORACLE_F1(log1p) AMP_MATH_ORACLE_F1(logb) AMP_MATH_ORACLE_F1(nearbyint)
AMP_MATH_ORACLE_F2(nextafter) AMP_MATH_ORACLE_F1(phi) AMP_MATH_ORACLE_F1(probit)
AMP_MATH_ORACLE_F1(rcbrt) AMP_MATH_ORACLE_F2(remainder) AMP_MATH_ORACLE_F2(scalb)
AMP_MATH_ORACLE_F1(sinpi) AMP_MATH_ORACLE_F1(tanpi) AMP_MATH_ORACLE_F1(tgamma)
inline float fmaf(float x, float y, float z) { return fma(x, y, z); }
inline int ilogbf(float x) { return ilogb(x); }
inline int isnormalf(float x) { return isnormal(x); }
inline float remquof(float x, float y, int* q) { return remquo(x, y, q); }
inline float scalbnf(float x, int e) { return scalbn(x, e); }
}  // namespace precise_math

#undef AMP_MATH_ORACLE_INT_MIN_MAX
#undef AMP_MATH_ORACLE_COMMON
#undef AMP_MATH_ORACLE_PRECISE
#undef AMP_MATH_ORACLE_F1
#undef AMP_MATH_ORACLE_F2
#undef AMP_MATH_ORACLE_FLOAT_NAMES

}  // namespace concurrency
