// expect: error tile-static-initializer 15:25
// A tile_static scalar with an initializer: the caret is on the variable name.
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
        tile_static int count = 0;
        if (t_idx.local[0] == 0) {
            count = 4;
        }
        t_idx.barrier.wait();
        av[t_idx.global] = av[t_idx.global] + count;
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
