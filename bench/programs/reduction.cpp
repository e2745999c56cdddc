// Tiled sum reduction with sequential addressing, in the cascading form of the
// C++ AMP team's reduction sample: a fixed number of 256-thread tiles; each
// thread first adds up its share of the input (elements a grid-sized stride
// apart, so neighbouring threads read neighbouring words), stores its sum in
// tile_static memory, then the active threads halve at every step, thread k
// adding element k + s (consecutive words: no bank conflicts). Thread 0 writes
// the tile's sum; the host adds the partial sums. The inputs are small
// integers, so every sum is exact.
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

static const int TILE = 256;

void reduce_tiles(const std::vector<float>& data, std::vector<float>& partial, int n, int tiles)
{
    array_view<const float, 1> input(n, data);
    array_view<float, 1> sums(tiles, partial);
    sums.discard_data();
    parallel_for_each(extent<1>(tiles * TILE).tile<TILE>(), [=](tiled_index<TILE> t_idx) restrict(amp)
    {
        tile_static float shared[TILE];
        int local = t_idx.local[0];
        float sum = 0;
        for (int i = t_idx.global[0]; i < n; i += tiles * TILE)
            sum += input[i];
        shared[local] = sum;
        t_idx.barrier.wait();
        for (int s = TILE / 2; s > 0; s /= 2)
        {
            if (local < s)
                shared[local] += shared[local + s];
            t_idx.barrier.wait();
        }
        if (local == 0)
            sums[t_idx.tile] = shared[0];
    });
    sums.synchronize();
}

int main()
{
    const int n = SIZE, tiles = TILES;
    std::vector<float> data(n);
    for (int i = 0; i < n; i++)
        data[i] = (float)((i * 7) % 10 - 3);
    std::vector<float> partial(tiles);
    reduce_tiles(data, partial, n, tiles);

    // Check against a sequential sum of each tile's elements.
    std::vector<float> expected(tiles, 0.0f);
    for (int i = 0; i < n; i++)
        expected[i % (tiles * TILE) / TILE] += data[i];
    long long total = 0;
    for (int t = 0; t < tiles; t++)
    {
        if (partial[t] != expected[t])
        {
            std::cout << "tile " << t << ": " << partial[t] << ", expected " << expected[t] << "\n";
            return 1;
        }
        total += (long long)partial[t];
    }
    std::cout << "sum of " << n << " elements: " << total << "\n";
    return 0;
}
