// expect: error tile-static-size 15:25
// One tile_static array of 8193 ints: 32772 bytes, over 32 KB.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

int main() {
    std::vector<int> data;
    for (int i = 0; i < 16; i++) {
        data.push_back(i);
    }
    array_view<int, 1> av(16, data);
    parallel_for_each(av.extent.tile<4>(), [=](tiled_index<4> t_idx) restrict(amp) {
        tile_static int big[8193];
        av[t_idx.global] = av[t_idx.global] + 1;
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
