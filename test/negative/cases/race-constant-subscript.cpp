// expect: warning tile-static-race 19:9
// Every thread of the tile writes the same tile_static element: a write-write race at the write.
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
        tile_static int last[1];
        last[0] = in[t_idx.global];
        t_idx.barrier.wait();
        out[t_idx.global] = last[0];
    });
    out.synchronize();
    std::cout << out(0) << "\n";
}
