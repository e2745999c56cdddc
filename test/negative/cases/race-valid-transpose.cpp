// expect: none
// The transpose with the barrier: no race.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

int main() {
    std::vector<int> data;
    std::vector<int> result;
    for (int i = 0; i < 16; i++) {
        data.push_back(i);
        result.push_back(0);
    }
    array_view<const int, 2> in(4, 4, data);
    array_view<int, 2> out(4, 4, result);
    parallel_for_each(out.extent.tile<2, 2>(), [=](tiled_index<2, 2> t_idx) restrict(amp) {
        tile_static int t[2][2];
        t[t_idx.local[0]][t_idx.local[1]] = in[t_idx.global];
        t_idx.barrier.wait();
        out[t_idx.global] = t[t_idx.local[1]][t_idx.local[0]];
    });
    out.synchronize();
    std::cout << out(0, 0) << "\n";
}
