// expect: warning tile-static-race 20:13
// Two threads of the tile (local 0 and 1) write the same tile_static scalar.
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
    array_view<const int, 1> in(16, data);
    array_view<int, 1> out(16, result);
    parallel_for_each(out.extent.tile<4>(), [=](tiled_index<4> t_idx) restrict(amp) {
        tile_static int first;
        if (t_idx.local[0] < 2) {
            first = in[t_idx.global];
        }
        t_idx.barrier.wait();
        out[t_idx.global] = first;
    });
    out.synchronize();
    std::cout << out(0) << "\n";
}
