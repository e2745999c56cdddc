// Histogram in the style of the C++ AMP samples: a tiled kernel that counts into a
// tile_static histogram with atomic_fetch_add, then merges each tile's counts into the
// global histogram, also with atomics; verified against a CPU histogram.
#include <amp.h>
#include <iostream>
#include <iomanip>
#include <vector>
#include <random>
#include <cassert>

using namespace concurrency;

#define BIN_COUNT 64
#define TILE_SIZE 256

typedef unsigned int bin_t;

class histogram
{
public:
    static const int bins = BIN_COUNT;
    static const int tile_size = TILE_SIZE;

    explicit histogram(int size, unsigned seed = 42) : data(size)
    {
        std::mt19937 gen(seed);
        std::normal_distribution<double> normal(0.5, 0.15);
        for (auto& x : data)
        {
            float v = float(normal(gen));
            x = v < 0.0f ? 0.0f : (v >= 1.0f ? 0.999f : v);
        }
    }

    // Global atomics only.
    std::vector<bin_t> run_simple() const
    {
        std::vector<bin_t> result(bins, 0);
        array_view<const float, 1> in(int(data.size()), data);
        array_view<bin_t, 1> hist(bins, result);
        parallel_for_each(in.extent, [=](index<1> idx) restrict(amp)
        {
            int b = bin_of(in[idx]);
            atomic_fetch_add(&hist[b], 1u);
        });
        hist.synchronize();
        return result;
    }

    // Per-tile counts in tile_static memory, merged with one atomic per bin per tile.
    std::vector<bin_t> run_tiled() const
    {
        std::vector<bin_t> result(bins, 0);
        array_view<const float, 1> in(int(data.size()), data);
        array_view<bin_t, 1> hist(bins, result);
        parallel_for_each(in.extent.tile<tile_size>().pad(), [=](tiled_index<tile_size> tidx) restrict(amp)
        {
            tile_static bin_t local[bins];
            int lid = tidx.local[0];
            if (lid < bins)
                local[lid] = 0;
            tidx.barrier.wait();

            if (in.extent.contains(tidx.global))
                atomic_fetch_add(&local[bin_of(in[tidx.global])], 1u);
            tidx.barrier.wait();

            if (lid < bins && local[lid] != 0)
                atomic_fetch_add(&hist[lid], local[lid]);
        });
        hist.synchronize();
        return result;
    }

    std::vector<bin_t> run_cpu() const
    {
        std::vector<bin_t> result(bins, 0);
        for (float x : data)
            result[bin_of(x)]++;
        return result;
    }

    int size() const { return int(data.size()); }

private:
    static int bin_of(float x) restrict(amp, cpu)
    {
        int b = int(x * bins);
        return b < 0 ? 0 : (b >= bins ? bins - 1 : b);
    }

    std::vector<float> data;
};

bool verify(const std::vector<bin_t>& expected, const std::vector<bin_t>& actual, const char* name)
{
    for (int i = 0; i < histogram::bins; i++)
    {
        if (expected[i] != actual[i])
        {
            std::cout << name << ": bin " << i << " is " << actual[i] << ", expected " << expected[i] << std::endl;
            return false;
        }
    }
    std::cout << name << ": PASSED" << std::endl;
    return true;
}

void print_histogram(const std::vector<bin_t>& h, int width = 40)
{
    bin_t peak = 0;
    for (bin_t c : h)
        if (c > peak) peak = c;
    for (int i = 0; i < histogram::bins; i += 4)
    {
        bin_t c = h[i] + h[i + 1] + h[i + 2] + h[i + 3];
        int bar = int((unsigned long long)c * width / (4ull * peak));
        std::cout << std::setw(5) << std::fixed << std::setprecision(3) << (i / float(histogram::bins)) << " "
                  << std::setw(6) << c << " " << std::string(bar, '#') << std::endl;
    }
}

int main()
{
    histogram h(100000);
    std::cout << "Histogram of " << h.size() << " samples in " << histogram::bins << " bins" << std::endl;
    std::vector<bin_t> cpu = h.run_cpu();
    bool ok = verify(cpu, h.run_simple(), "global atomics");
    ok = verify(cpu, h.run_tiled(), "tile_static atomics") && ok;

    unsigned long long total = 0;
    for (bin_t c : cpu) total += c;
    assert(total == (unsigned long long)h.size());
    print_histogram(cpu);
    return ok ? 0 : 1;
}
