// The math library in a kernel against the same functions on the host: every function of
// fast_math/precise_math/<cmath> on 64 arguments across its domain. The GPU computes in float
// within WGSL's accuracy, so results are compared with a tolerance relative to the magnitude;
// functions whose results are exact (rounding, classification, exponents) must agree exactly.
#include <amp.h>
#include <amp_math.h>
#include <cmath>
#include <iostream>
#include <vector>
using namespace concurrency;

#define N 64
#define F 48

// An argument for function f at point i, inside the function's domain.
float arg(int f, int i) restrict(amp, cpu) {
  float t = (float)i / (N - 1);  // 0 .. 1
  if (f == 3 || f == 4) return -0.97f + 1.94f * t;          // asin, acos
  if (f == 12) return 1.0f + 6.0f * t;                      // acosh
  if (f == 13) return -0.95f + 1.9f * t;                    // atanh
  if (f >= 18 && f <= 24) return 0.03f + 9.0f * t;          // logarithms, roots
  if (f == 28 || f == 29) return -0.98f + 1.96f * t;        // erfinv, erfcinv - 1
  if (f == 30 || f == 31) return 0.07f + 7.0f * t;          // tgamma, lgamma
  return -4.3f + 8.6f * t;
}

float compute(int f, float x) restrict(amp, cpu) {
  float y = 0.37f * x + 0.5f;
  switch (f) {
    case 0: return fast_math::sin(x);
    case 1: return fast_math::cos(x);
    case 2: return fast_math::tan(x * 0.3f);
    case 3: return fast_math::asin(x);
    case 4: return fast_math::acos(x);
    case 5: return fast_math::atan(x);
    case 6: return fast_math::atan2(x, y);
    case 7: return fast_math::sinh(x);
    case 8: return fast_math::cosh(x);
    case 9: return fast_math::tanh(x);
    case 10: return fast_math::exp(x);
    case 11: return precise_math::asinh(x);
    case 12: return precise_math::acosh(x);
    case 13: return precise_math::atanh(x);
    case 14: return fast_math::exp2(x);
    case 15: return precise_math::exp10(x * 0.5f);
    case 16: return precise_math::expm1(x * 0.1f);
    case 17: return fast_math::pow(x, 3.0f);
    case 18: return fast_math::log(x);
    case 19: return fast_math::log2(x);
    case 20: return fast_math::log10(x);
    case 21: return precise_math::log1p(x - 0.02f);
    case 22: return fast_math::sqrt(x);
    case 23: return fast_math::rsqrt(x);
    case 24: return precise_math::pow(x, 1.7f);
    case 25: return precise_math::cbrt(x);
    case 26: return precise_math::rcbrt(x + 10.0f);
    case 27: return precise_math::hypot(x, y);
    case 28: return precise_math::erfinv(x);
    case 29: return precise_math::erfcinv(x + 1.0f);
    case 30: return precise_math::tgamma(x);
    case 31: return precise_math::lgamma(x);
    case 32: return precise_math::erf(x);
    case 33: return precise_math::erfc(x);
    case 34: return fast_math::fmod(x, 1.3f);
    case 35: return precise_math::remainder(x, 1.3f);
    case 36: return precise_math::fdim(x, y);
    case 37: return precise_math::fma(x, y, 0.25f);
    case 38: return precise_math::sinpi(x);
    case 39: return precise_math::cospi(x);
    case 40: return precise_math::tanpi(x * 0.2f);
    case 41: return precise_math::phi(x);
    case 42: return precise_math::probit(0.5f + x / 9.0f);
    case 43: return sqrt(x * x + 1.0f) + sinf(x);
    case 44: return std::exp(x * 0.5f) - expf(x * 0.25f);
    case 45: return precise_math::copysign(y, x) + fast_math::fabs(x);
    case 46: return fast_math::fmax(x, y) + fast_math::fmin(x, y) + fast_math::max(x, 0.5f);
    default: return precise_math::scalb(x, 3.0f) + precise_math::ldexp(x, -2);
  }
}

// The exact functions' arguments: -4.3 .. 4.3 in steps a float holds exactly, so the kernel
// computes them bit for bit like the host (a division would be within WGSL's 2.5 ULP only).
float exactArg(int i) restrict(amp, cpu) { return -4.3125f + 0.140625f * i; }

// Functions with exact results: both sides must agree to the bit.
int exact(int f, float x) restrict(amp, cpu) {
  switch (f) {
    case 0: return (int)(fast_math::floor(x) * 4.0f);
    case 1: return (int)(fast_math::ceil(x) * 4.0f);
    case 2: return (int)(fast_math::trunc(x * 2.0f) * 4.0f);
    case 3: return (int)(fast_math::round(x * 2.0f) * 4.0f);
    case 4: return (int)(precise_math::nearbyint(x * 2.0f) * 4.0f);
    case 5: return precise_math::ilogb(x);
    case 6: return (int)precise_math::logb(x);
    case 7: return fast_math::signbit(x) + 2 * fast_math::isnan(x) + 4 * fast_math::isinf(x) + 8 * precise_math::isnormal(x) + 16 * fast_math::isfinite(x);
    case 8: return (int)(precise_math::ldexp(1.0f + x * x, 5));
    case 9: return precise_math::nextafter(1.0f, x) > 1.0f ? 1 : -1;
    // fma rounds once (x * x + 3 rounds twice), and fmod is exact however large the quotient.
    // (Their arguments are not computed in the kernel: drivers may fuse a multiply into an add.)
    case 10: return (int)(precise_math::fma(x, x, -3.0f) * 1e6f) + (int)(fast_math::fmod(x * 1000.0f, 0.37f) * 1e6f);
    default: return (int)precise_math::scalbn(x, 4) + precise_math::min(3, (int)x) + std::abs((int)x);
  }
}

int main() {
  std::vector<float> results(F * N, 0.0f);
  std::vector<int> exacts(12 * N, 0);
  array_view<float, 1> gpu(F * N, results);
  array_view<int, 1> gpuExact(12 * N, exacts);
  parallel_for_each(extent<1>(N), [=](index<1> idx) restrict(amp) {
    int i = idx[0];
    for (int f = 0; f < F; f++) gpu[f * N + i] = compute(f, arg(f, i));
    for (int f = 0; f < 12; f++) gpuExact[f * N + i] = exact(f, exactArg(i));
  });
  int failures = 0;
  for (int f = 0; f < F; f++) {
    float worst = 0.0f;
    int worstAt = 0;
    for (int i = 0; i < N; i++) {
      float host = compute(f, arg(f, i));
      float scale = fast_math::fmax(1.0f, fast_math::fabs(host));
      float err = fast_math::fabs(gpu[f * N + i] - host) / scale;
      if (!(err <= worst)) {
        worst = err;
        worstAt = i;
      }
    }
    if (worst > 2e-5f) {
      std::cout << "function " << f << ": error " << worst << " at " << arg(f, worstAt) << std::endl;
      failures++;
    }
  }
  for (int f = 0; f < 12; f++) {
    for (int i = 0; i < N; i++) {
      int host = exact(f, exactArg(i));
      if (gpuExact[f * N + i] != host) {
        std::cout << "exact " << f << " differs at " << i << ": " << gpuExact[f * N + i] << " " << host << std::endl;
        failures++;
      }
    }
  }
  std::cout << F << " functions within tolerance, 12 exact ones equal: " << (failures == 0 ? "yes" : "no") << std::endl;
  std::cout << "sample: " << compute(30, 4.5f) << " " << compute(28, 0.5f) << " " << exact(5, 0.3f) << " " << exact(7, -2.0f) << std::endl;
  return failures;
}
