// In the style of the C++ AMP "Black-Scholes" sample: European call and put prices for many
// options, computed in a kernel with precise_math, compared against a CPU reference within a
// tolerance. Inputs come from a seeded generator; only the verdicts and rounded sums are printed.
#include <amp.h>
#include <amp_math.h>
#include <iostream>
#include <iomanip>
#include <vector>
#include <cmath>

using namespace concurrency;

#define RISK_FREE 0.02f
#define VOLATILITY 0.30f
#define DATA_SIZE 4096

class blackscholes {
 public:
  blackscholes(int size) : m_size(size), stock_price(size), option_strike(size), option_years(size), call_result_amp(size), put_result_amp(size) {
    unsigned seed = 2014;
    for (int i = 0; i < size; i++) {
      stock_price[i] = 5.0f + 25.0f * next(seed);
      option_strike[i] = 1.0f + 99.0f * next(seed);
      option_years[i] = 0.25f + 9.75f * next(seed);
    }
  }

  // The cumulative normal distribution, by the polynomial approximation of Abramowitz and Stegun.
  static float cnd_calc(float d) restrict(amp, cpu) {
    const float A1 = 0.31938153f;
    const float A2 = -0.356563782f;
    const float A3 = 1.781477937f;
    const float A4 = -1.821255978f;
    const float A5 = 1.330274429f;
    const float RSQRT2PI = 0.39894228040143267793994605993438f;
    float K = 1.0f / (1.0f + 0.2316419f * precise_math::fabsf(d));
    float cnd = RSQRT2PI * precise_math::expf(-0.5f * d * d) * (K * (A1 + K * (A2 + K * (A3 + K * (A4 + K * A5)))));
    if (d > 0) cnd = 1.0f - cnd;
    return cnd;
  }

  static void price(float s, float x, float t, float r, float v, float& call, float& put) restrict(amp, cpu) {
    float sqrt_t = precise_math::sqrtf(t);
    float d1 = (precise_math::logf(s / x) + (r + 0.5f * v * v) * t) / (v * sqrt_t);
    float d2 = d1 - v * sqrt_t;
    float cnd_d1 = cnd_calc(d1);
    float cnd_d2 = cnd_calc(d2);
    float exp_rt = precise_math::expf(-r * t);
    call = s * cnd_d1 - x * exp_rt * cnd_d2;
    put = x * exp_rt * (1.0f - cnd_d2) - s * (1.0f - cnd_d1);
  }

  void execute() {
    array_view<const float, 1> av_stock(m_size, stock_price);
    array_view<const float, 1> av_strike(m_size, option_strike);
    array_view<const float, 1> av_years(m_size, option_years);
    array_view<float, 1> av_call(m_size, call_result_amp);
    array_view<float, 1> av_put(m_size, put_result_amp);
    av_call.discard_data();
    av_put.discard_data();
    parallel_for_each(av_call.extent, [=](index<1> idx) restrict(amp) {
      float call, put;
      price(av_stock[idx], av_strike[idx], av_years[idx], RISK_FREE, VOLATILITY, call, put);
      av_call[idx] = call;
      av_put[idx] = put;
    });
    av_call.synchronize();
    av_put.synchronize();
  }

  bool verify() const {
    int failures = 0;
    for (int i = 0; i < m_size; i++) {
      float call, put;
      price(stock_price[i], option_strike[i], option_years[i], RISK_FREE, VOLATILITY, call, put);
      float tolerance = 1e-3f * std::max(1.0f, std::fabs(call));
      if (std::fabs(call - call_result_amp[i]) > tolerance || std::fabs(put - put_result_amp[i]) > 1e-3f * std::max(1.0f, std::fabs(put))) {
        if (failures++ < 5) std::cout << "  option " << i << ": call " << call_result_amp[i] << " expected " << call << std::endl;
      }
    }
    return failures == 0;
  }

  double total_call() const {
    double sum = 0;
    for (float c : call_result_amp) sum += c;
    return sum;
  }

 private:
  static float next(unsigned& seed) {
    seed = seed * 1664525u + 1013904223u;
    return static_cast<float>(seed >> 8) / 16777216.0f;
  }

  int m_size;
  std::vector<float> stock_price, option_strike, option_years;
  std::vector<float> call_result_amp, put_result_amp;
};

int main() {
  blackscholes bs(DATA_SIZE);
  bs.execute();
  bool ok = bs.verify();
  std::cout << "Black-Scholes over " << DATA_SIZE << " options: " << (ok ? "PASSED" : "FAILED") << std::endl;
  std::cout << std::fixed << std::setprecision(1) << "sum of call prices ~ " << bs.total_call() / 1000 << " thousand" << std::endl;
  return ok ? 0 : 1;
}
