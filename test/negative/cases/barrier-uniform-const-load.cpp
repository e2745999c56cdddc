// expect: none
// A barrier under an if on a value read from a read-only array_view at a tile-uniform
// index (t_idx.tile): every thread of the tile reads the same element.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

int main() {
    std::vector<int> data;
    std::vector<int> enabled;
    for (int i = 0; i < 16; i++) {
        data.push_back(i);
    }
    for (int i = 0; i < 4; i++) {
        enabled.push_back(i % 2);
    }
    array_view<int, 1> av(16, data);
    array_view<const int, 1> flags(4, enabled);
    parallel_for_each(av.extent.tile<4>(), [=](tiled_index<4> t_idx) restrict(amp) {
        if (flags[t_idx.tile[0]] == 1) {
            t_idx.barrier.wait();
        }
        av[t_idx.global] = av[t_idx.global] + 1;
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
