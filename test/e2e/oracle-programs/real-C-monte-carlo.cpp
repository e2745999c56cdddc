// Monte-Carlo estimates in C++ AMP with a per-thread random generator, as the C++ AMP random
// number samples do it: each thread seeds a small xorshift/LCG state from a host-chosen seed
// (<random>'s mt19937 on the host) and its global index, draws points in unsigned int
// arithmetic, and counts hits with atomic_fetch_add. The same generator runs on the CPU, so
// the counts are compared exactly; pi comes out of the counts.
#include <amp.h>
#include <random>
#include <iostream>
#include <iomanip>
#include <vector>
#include <cstdio>

using namespace concurrency;

#define THREADS 4096
#define SAMPLES_PER_THREAD 64
#define WALK_STEPS 100

// A tiny generator of the kind kernels carry in registers: xorshift32 scrambled by an LCG
class tiny_rng
{
public:
    tiny_rng(unsigned int seed, unsigned int stream) restrict(amp, cpu)
        : m_state(seed ^ (stream * 0x9E3779B9u))
    {
        if (m_state == 0u) m_state = 0xDEADBEEFu;
        for (int i = 0; i < 4; ++i) next();
    }

    unsigned int next() restrict(amp, cpu)
    {
        m_state ^= m_state << 13;
        m_state ^= m_state >> 17;
        m_state ^= m_state << 5;
        return m_state * 1664525u + 1013904223u;
    }

    // 16 random bits as a coordinate in [0, 65536)
    unsigned int coord() restrict(amp, cpu) { return next() >> 16; }

private:
    unsigned int m_state;
};

static const unsigned int RADIUS = 65536u;

inline bool in_circle(unsigned int x, unsigned int y) restrict(amp, cpu)
{
    // x, y < 2^16: x*x + y*y < 2^33 does not fit, so compare in halves
    return (x * x / 2u + y * y / 2u) < (RADIUS / 2u) * RADIUS;
}

unsigned int count_hits_amp(unsigned int seed, std::vector<unsigned int>& per_thread)
{
    unsigned int total = 0;
    array_view<unsigned int, 1> total_view(1, &total);
    array_view<unsigned int, 1> per_thread_view(THREADS, per_thread);
    per_thread_view.discard_data();
    parallel_for_each(extent<1>(THREADS), [=](index<1> idx) restrict(amp)
    {
        tiny_rng rng(seed, unsigned(idx[0]));
        unsigned int hits = 0;
        for (int s = 0; s < SAMPLES_PER_THREAD; ++s)
        {
            unsigned int x = rng.coord(), y = rng.coord();
            if (in_circle(x, y)) ++hits;
        }
        per_thread_view[idx] = hits;
        atomic_fetch_add(&total_view[0], hits);
    });
    per_thread_view.synchronize();
    total_view.synchronize();
    return total;
}

unsigned int count_hits_cpu(unsigned int seed, std::vector<unsigned int>& per_thread)
{
    unsigned int total = 0;
    for (int t = 0; t < THREADS; ++t)
    {
        tiny_rng rng(seed, unsigned(t));
        unsigned int hits = 0;
        for (int s = 0; s < SAMPLES_PER_THREAD; ++s)
        {
            unsigned int x = rng.coord(), y = rng.coord();
            if (in_circle(x, y)) ++hits;
        }
        per_thread[t] = hits;
        total += hits;
    }
    return total;
}

// Random walks on a line: a histogram of final positions, built with atomics
void walk_histogram_amp(unsigned int seed, std::vector<int>& histogram)
{
    array_view<int, 1> hist(static_cast<int>(histogram.size()), histogram);
    const int bins = hist.extent[0];
    parallel_for_each(extent<1>(THREADS), [=](index<1> idx) restrict(amp)
    {
        tiny_rng rng(seed + 1u, unsigned(idx[0]));
        int pos = 0;
        for (int s = 0; s < WALK_STEPS; ++s)
            pos += (rng.next() & 0x80000000u) ? 1 : -1;
        int bin = (pos + WALK_STEPS) / 10;
        if (bin >= bins) bin = bins - 1;
        atomic_fetch_add(&hist[bin], 1);
    });
    hist.synchronize();
}

int main()
{
    std::mt19937 engine(20131111u);
    std::uniform_int_distribution<unsigned int> dist(1u, 0x7FFFFFFFu);
    const unsigned int seed = dist(engine);

    std::vector<unsigned int> per_amp(THREADS), per_cpu(THREADS);
    unsigned int hits_amp = count_hits_amp(seed, per_amp);
    unsigned int hits_cpu = count_hits_cpu(seed, per_cpu);
    int differing = 0;
    for (int t = 0; t < THREADS; ++t)
        if (per_amp[t] != per_cpu[t]) ++differing;

    const unsigned int samples = THREADS * SAMPLES_PER_THREAD;
    const double pi = 4.0 * hits_amp / samples;
    std::cout << "seed from mt19937: " << seed << std::endl;
    std::cout << "hits: " << hits_amp << " of " << samples << (hits_amp == hits_cpu ? " (matches CPU)" : " (CPU differs)") << std::endl;
    std::cout << "threads differing from CPU: " << differing << std::endl;
    std::cout << std::fixed << std::setprecision(4) << "pi ~ " << pi << std::endl;

    std::vector<int> hist(21, 0);
    walk_histogram_amp(seed, hist);
    std::vector<int> hist_cpu(21, 0);
    for (int t = 0; t < THREADS; ++t)
    {
        tiny_rng rng(seed + 1u, unsigned(t));
        int pos = 0;
        for (int s = 0; s < WALK_STEPS; ++s)
            pos += (rng.next() & 0x80000000u) ? 1 : -1;
        int bin = (pos + WALK_STEPS) / 10;
        if (bin >= 21) bin = 20;
        ++hist_cpu[bin];
    }
    int total = 0;
    printf("walk histogram:");
    for (size_t b = 0; b < hist.size(); ++b) { printf(" %d", hist[b]); total += hist[b]; }
    printf("\nwalks: %d, histogram %s\n", total, hist == hist_cpu ? "matches CPU" : "differs from CPU");
    return (hits_amp == hits_cpu && hist == hist_cpu) ? 0 : 1;
}
