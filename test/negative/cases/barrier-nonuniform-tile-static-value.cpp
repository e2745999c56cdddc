// expect: error barrier-nonuniform 20:27
// The first barrier is uniform; the second is under an if on a tile_static value read at
// the thread's own subscript, which differs per thread.
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
        tile_static int flags[4];
        flags[t_idx.local[0]] = av[t_idx.global] % 2;
        t_idx.barrier.wait();
        if (flags[t_idx.local[0]] == 1) {
            t_idx.barrier.wait_with_all_memory_fence();
        }
        av[t_idx.global] = av[t_idx.global] + 1;
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
