// 256-bin histogram with atomics: every tile builds a partial histogram in
// tile_static memory with atomic_fetch_add, then adds it to the global
// histogram with one atomic per bin. A fixed number of tiles walks the input
// with a grid-sized stride, so the global atomics do not grow with the input.
// The barriers order tile_static memory only, so they need only its fence.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

#ifndef SIZE
#define SIZE 100000000
#endif
#ifndef TILES
#define TILES 1024
#endif

static const int BINS = 256;

void histogram(const std::vector<unsigned>& values, std::vector<unsigned>& counts, int n, int tiles)
{
    array_view<const unsigned, 1> input(n, values);
    array_view<unsigned, 1> bins(BINS, counts);
    parallel_for_each(extent<1>(tiles * BINS).tile<BINS>(), [=](tiled_index<BINS> t_idx) restrict(amp)
    {
        tile_static unsigned local_bins[BINS];
        int local = t_idx.local[0];
        local_bins[local] = 0;
        t_idx.barrier.wait_with_tile_static_memory_fence();
        int stride = tiles * BINS;
        for (int i = t_idx.global[0]; i < n; i += stride)
            atomic_fetch_add(&local_bins[input[i]], 1u);
        t_idx.barrier.wait_with_tile_static_memory_fence();
        atomic_fetch_add(&bins[local], local_bins[local]);
    });
    bins.synchronize();
}

int main()
{
    const int n = SIZE;
    std::vector<unsigned> values(n);
    // Byte values from a multiplicative hash of the position.
    for (int i = 0; i < n; i++)
        values[i] = ((unsigned)i * 2654435761u) >> 24;
    std::vector<unsigned> counts(BINS, 0u);
    histogram(values, counts, n, TILES);

    std::vector<unsigned> expected(BINS, 0u);
    for (int i = 0; i < n; i++)
        expected[values[i]]++;
    for (int b = 0; b < BINS; b++)
        if (counts[b] != expected[b])
        {
            std::cout << "bin " << b << ": " << counts[b] << ", expected " << expected[b] << "\n";
            return 1;
        }
    std::cout << "histogram of " << n << " values\n";
    return 0;
}
