// Binomial option pricing in the style of Microsoft's C++ AMP BinomialOptions sample: one tile
// per option; the tile's threads walk the binomial tree back from expiry in tile_static memory.
// Verified against the same algorithm on the CPU in double, with a tolerance, as the sample does.
#include <amp.h>
#include <amp_math.h>
#include <iostream>
#include <iomanip>
#include <vector>
#include <cstdlib>
#include <cmath>

using namespace concurrency;

#define NUM_STEPS 128
#define TILE_SIZE 128
#define RISKFREE 0.06f
#define VOLATILITY 0.10f

static_assert(NUM_STEPS == TILE_SIZE, "one thread per leaf of the tree");

struct option_params
{
    float s, x, t;
};

class binomial_options
{
public:
    binomial_options(int count) : options(count), call_amp(count), call_cpu(count)
    {
        srand(2011);
        for (auto& o : options)
        {
            o.s = rand_float(5.0f, 30.0f);
            o.x = rand_float(1.0f, 100.0f);
            o.t = rand_float(0.25f, 10.0f);
        }
    }

    void run_amp()
    {
        const int n = int(options.size());
        std::vector<float> s(n), x(n), vdt(n), pu_by_df(n), pd_by_df(n);
        for (int i = 0; i < n; ++i)
            prepare(options[i], s[i], x[i], vdt[i], pu_by_df[i], pd_by_df[i]);

        array_view<const float, 1> av_s(n, s), av_x(n, x), av_vdt(n, vdt), av_pu(n, pu_by_df), av_pd(n, pd_by_df);
        array_view<float, 1> av_call(n, call_amp);
        av_call.discard_data();
        extent<1> e(n * TILE_SIZE);
        parallel_for_each(e.tile<TILE_SIZE>(), [=](tiled_index<TILE_SIZE> ti) restrict(amp)
        {
            tile_static float call[NUM_STEPS + 1];
            const int opt = ti.tile[0];
            const int tid = ti.local[0];
            const float sx = av_s[opt], xx = av_x[opt], v = av_vdt[opt];
            const float pu = av_pu[opt], pd = av_pd[opt];

            // Payoffs at expiry.
            for (int i = tid; i <= NUM_STEPS; i += TILE_SIZE)
                call[i] = expiry_call_value(sx, xx, v, i);
            ti.barrier.wait();

            for (int i = NUM_STEPS; i > 0; --i)
            {
                float next = 0.0f;
                if (tid < i)
                    next = pu * call[tid + 1] + pd * call[tid];
                ti.barrier.wait();
                if (tid < i)
                    call[tid] = next;
                ti.barrier.wait();
            }
            if (tid == 0)
                av_call[opt] = call[0];
        });
        av_call.synchronize();
    }

    void run_cpu()
    {
        for (size_t k = 0; k < options.size(); ++k)
        {
            float s, x, vdt, pu, pd;
            prepare(options[k], s, x, vdt, pu, pd);
            std::vector<double> call(NUM_STEPS + 1);
            for (int i = 0; i <= NUM_STEPS; ++i)
                call[i] = expiry_call_value(s, x, vdt, i);
            for (int i = NUM_STEPS; i > 0; --i)
                for (int j = 0; j < i; ++j)
                    call[j] = pu * call[j + 1] + pd * call[j];
            call_cpu[k] = float(call[0]);
        }
    }

    int verify(float tolerance) const
    {
        int errors = 0;
        for (size_t i = 0; i < options.size(); ++i)
        {
            float diff = std::fabs(call_amp[i] - call_cpu[i]);
            if (diff > tolerance * (1.0f + std::fabs(call_cpu[i])))
                ++errors;
        }
        return errors;
    }

    double mean_cpu() const
    {
        double sum = 0;
        for (float c : call_cpu) sum += c;
        return sum / call_cpu.size();
    }

private:
    static float rand_float(float lo, float hi) { return lo + (hi - lo) * float(rand()) / float(RAND_MAX); }

    static void prepare(const option_params& o, float& s, float& x, float& vdt, float& pu_by_df, float& pd_by_df)
    {
        const float dt = o.t / NUM_STEPS;
        vdt = VOLATILITY * std::sqrt(dt);
        const float r_dt = RISKFREE * dt;
        const float if_ = std::exp(r_dt);
        const float df = std::exp(-r_dt);
        const float u = std::exp(vdt);
        const float d = std::exp(-vdt);
        const float pu = (if_ - d) / (u - d);
        const float pd = 1.0f - pu;
        pu_by_df = pu * df;
        pd_by_df = pd * df;
        s = o.s;
        x = o.x;
    }

    static float expiry_call_value(float s, float x, float vdt, int i) restrict(amp, cpu)
    {
        float d = s * precise_math::expf(vdt * (2.0f * i - NUM_STEPS)) - x;
        return d > 0.0f ? d : 0.0f;
    }

    std::vector<option_params> options;
    std::vector<float> call_amp;
    std::vector<float> call_cpu;
};

int main()
{
    const int option_count = 96;
    binomial_options b(option_count);
    b.run_amp();
    b.run_cpu();
    int errors = b.verify(5e-4f);
    std::cout << "Binomial options: " << option_count << " options, " << NUM_STEPS << " steps" << std::endl;
    std::cout << (errors == 0 ? "PASSED" : "FAILED") << " (" << errors << " beyond tolerance)" << std::endl;
    std::cout << "mean call (CPU): " << std::fixed << std::setprecision(4) << b.mean_cpu() << std::endl;
    return errors == 0 ? 0 : 1;
}
