// Matrix transpose through tile_static memory (the C++ AMP team's transpose
// sample): each 16x16 tile reads a block row by row (coalesced), stores it
// transposed in tile_static memory, and writes the block to the mirrored tile
// of the result row by row (coalesced again). The block has one padding
// column, so the column reads of the transposed store hit different banks.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

#ifndef ROWS
#define ROWS 4096
#endif
#ifndef COLS
#define COLS 4096
#endif

static const int TS = 16;

void transpose(const std::vector<float>& source, std::vector<float>& target, int rows, int cols)
{
    array_view<const float, 2> data(rows, cols, source);
    array_view<float, 2> result(cols, rows, target);
    result.discard_data();
    parallel_for_each(data.extent.tile<TS, TS>(), [=](tiled_index<TS, TS> t_idx) restrict(amp)
    {
        tile_static float block[TS][TS + 1];
        block[t_idx.local[1]][t_idx.local[0]] = data[t_idx.global];
        t_idx.barrier.wait();
        // The sample writes index<2>(origin[1], origin[0]) + t_idx.local; ampc has no index + index yet.
        index<2> out_idx(t_idx.tile_origin[1] + t_idx.local[0], t_idx.tile_origin[0] + t_idx.local[1]);
        result[out_idx] = block[t_idx.local[0]][t_idx.local[1]];
    });
    result.synchronize();
}

int main()
{
    const int rows = ROWS, cols = COLS;
    std::vector<float> source(rows * cols), target(rows * cols);
    for (int i = 0; i < rows * cols; i++)
        source[i] = (float)i;
    transpose(source, target, rows, cols);
    for (int r = 0; r < rows; r++)
        for (int c = 0; c < cols; c++)
            if (target[c * rows + r] != source[r * cols + c])
            {
                std::cout << "result(" << c << "," << r << ") is " << target[c * rows + r] << "\n";
                return 1;
            }
    std::cout << "transposed " << rows << "x" << cols << "\n";
    return 0;
}
