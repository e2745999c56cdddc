// expect: error tile-static-outside-amp 8:1
// tile_static on a namespace-scope variable (never used): outside amp code.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

tile_static int shared[16];

int main() {
    std::vector<int> data;
    for (int i = 0; i < 16; i++) {
        data.push_back(i);
    }
    array_view<int, 1> av(16, data);
    parallel_for_each(av.extent.tile<4>(), [=](tiled_index<4> t_idx) restrict(amp) {
        av[t_idx.global] = av[t_idx.global] + 1;
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
