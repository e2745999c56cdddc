// expect: none
// Subscripts through copies of the local index (index<2> localIdx = tidx.local) and ints
// computed from it: each thread still touches its own element.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

int main() {
    std::vector<int> data(16 * 16, 1);
    std::vector<int> result(16 * 16, 0);
    array_view<const int, 2> in(16, 16, data);
    array_view<int, 2> out(16, 16, result);
    parallel_for_each(out.extent.tile<4, 4>(), [=](tiled_index<4, 4> tidx) restrict(amp) {
        tile_static int localA[4][4];
        index<2> localIdx = tidx.local;
        localA[localIdx[0]][localIdx[1]] = 0;
        int row = tidx.local[0];
        int col = tidx.global[1] - tidx.tile_origin[1];
        localA[row][col] += in[tidx.global];
        tidx.barrier.wait();
        out[tidx.global] = localA[col][row];
    });
    out.synchronize();
    std::cout << out(0, 0) << "\n";
}
