// expect: none
// The same with a barrier between the neighbour read and the overwrite: no race.
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
        tile_static int t[4];
        t[t_idx.local[0]] = in[t_idx.global];
        t_idx.barrier.wait();
        int right = t[(t_idx.local[0] + 1) % 4];
        t_idx.barrier.wait();
        t[t_idx.local[0]] = right * 2;
        t_idx.barrier.wait();
        out[t_idx.global] = t[t_idx.local[0]];
    });
    out.synchronize();
    std::cout << out(0) << "\n";
}
