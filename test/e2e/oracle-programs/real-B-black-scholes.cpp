// Black-Scholes option pricing in the style of Microsoft's C++ AMP sample
// (BlackScholes: a class that owns the inputs, runs the kernel, and verifies on the CPU).
#include <amp.h>
#include <amp_math.h>
#include <iostream>
#include <iomanip>
#include <vector>
#include <cstdlib>
#include <cmath>
#include <cassert>

using namespace concurrency;

#define DEFAULT_DATA_SIZE 1024
#define TOLERANCE 1e-3f

typedef float real_t;

// Cumulative normal distribution: the Abramowitz-Stegun polynomial the sample uses.
template <typename T>
T cnd_calc(T d) restrict(amp, cpu)
{
    const T A1 = T(0.31938153);
    const T A2 = T(-0.356563782);
    const T A3 = T(1.781477937);
    const T A4 = T(-1.821255978);
    const T A5 = T(1.330274429);
    const T RSQRT2PI = T(0.39894228040143267793994605993438);

    T K = T(1.0) / (T(1.0) + T(0.2316419) * precise_math::fabs(d));
    T cnd = RSQRT2PI * precise_math::exp(T(-0.5) * d * d) *
            (K * (A1 + K * (A2 + K * (A3 + K * (A4 + K * A5)))));
    if (d > 0)
        cnd = T(1.0) - cnd;
    return cnd;
}

template <typename T>
void black_scholes_calc(T s, T x, T t, T r, T v, T& call, T& put) restrict(amp, cpu)
{
    T sqrt_t = precise_math::sqrt(t);
    T d1 = (precise_math::log(s / x) + (r + T(0.5) * v * v) * t) / (v * sqrt_t);
    T d2 = d1 - v * sqrt_t;
    T cnd_d1 = cnd_calc(d1);
    T cnd_d2 = cnd_calc(d2);
    T exp_rt = precise_math::exp(-r * t);
    call = s * cnd_d1 - x * exp_rt * cnd_d2;
    put = x * exp_rt * (T(1.0) - cnd_d2) - s * (T(1.0) - cnd_d1);
}

template <typename T>
class blackscholes
{
public:
    blackscholes(int size = DEFAULT_DATA_SIZE, T riskfree = T(0.02), T volatility = T(0.30));
    void execute();
    bool verify(int& mismatches) const;
    T total_call() const;
    int size() const { return data_size; }

private:
    static T random_in(T lo, T hi) { return lo + (hi - lo) * (T(rand()) / T(RAND_MAX)); }

    const int data_size;
    const T r;
    const T v;
    std::vector<T> stock_price;
    std::vector<T> option_strike;
    std::vector<T> option_years;
    std::vector<T> call_result_amp;
    std::vector<T> put_result_amp;
};

template <typename T>
blackscholes<T>::blackscholes(int size, T riskfree, T volatility)
    : data_size(size), r(riskfree), v(volatility),
      stock_price(size), option_strike(size), option_years(size),
      call_result_amp(size), put_result_amp(size)
{
    srand(2012);
    for (int i = 0; i < data_size; i++)
    {
        stock_price[i] = random_in(T(5.0), T(30.0));
        option_strike[i] = random_in(T(1.0), T(100.0));
        option_years[i] = random_in(T(0.25), T(10.0));
    }
}

template <typename T>
void blackscholes<T>::execute()
{
    array_view<const T, 1> av_stock(data_size, stock_price);
    array_view<const T, 1> av_strike(data_size, option_strike);
    array_view<const T, 1> av_years(data_size, option_years);
    array_view<T, 1> av_call(data_size, call_result_amp);
    array_view<T, 1> av_put(data_size, put_result_amp);
    av_call.discard_data();
    av_put.discard_data();

    const T rr = r, vv = v;
    parallel_for_each(av_call.extent, [=](index<1> idx) restrict(amp)
    {
        T c, p;
        black_scholes_calc(av_stock[idx], av_strike[idx], av_years[idx], rr, vv, c, p);
        av_call[idx] = c;
        av_put[idx] = p;
    });
    av_call.synchronize();
    av_put.synchronize();
}

template <typename T>
bool blackscholes<T>::verify(int& mismatches) const
{
    mismatches = 0;
    for (int i = 0; i < data_size; i++)
    {
        // The reference is computed in double on the CPU.
        double c, p;
        black_scholes_calc<double>(stock_price[i], option_strike[i], option_years[i], r, v, c, p);
        double dc = std::fabs(c - call_result_amp[i]);
        double dp = std::fabs(p - put_result_amp[i]);
        if (dc > TOLERANCE * (1.0 + std::fabs(c)) || dp > TOLERANCE * (1.0 + std::fabs(p)))
        {
            if (mismatches < 5)
                std::cout << "Mismatch at " << i << ": call " << c << " vs " << call_result_amp[i] << std::endl;
            mismatches++;
        }
    }
    return mismatches == 0;
}

template <typename T>
T blackscholes<T>::total_call() const
{
    T sum = 0;
    for (int i = 0; i < data_size; i++)
        sum += call_result_amp[i];
    return sum;
}

template <typename T>
int run(const char* name, int size)
{
    blackscholes<T> bs(size);
    bs.execute();
    int mismatches = 0;
    bool ok = bs.verify(mismatches);
    std::cout << name << ": " << bs.size() << " options, "
              << (ok ? "PASSED" : "FAILED") << " (" << mismatches << " mismatches)" << std::endl;
    std::cout << "  mean call price ~ " << std::fixed << std::setprecision(1)
              << bs.total_call() / bs.size() << std::endl;
    std::cout << std::defaultfloat;
    return ok ? 0 : 1;
}

int main()
{
    accelerator default_device;
    std::cout << "Default accelerator is emulated: " << std::boolalpha
              << (default_device.get_device_path() == accelerator::cpu_accelerator) << std::noboolalpha << std::endl;

    int failures = 0;
    failures += run<float>("float", DEFAULT_DATA_SIZE);
    failures += run<float>("float, small", 100);
    assert(failures == 0);
    std::cout << (failures == 0 ? "All tests passed" : "Some tests failed") << std::endl;
    return failures;
}
