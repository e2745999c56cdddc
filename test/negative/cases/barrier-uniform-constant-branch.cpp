// expect: none
// Branches on constants (a static const and a #define) are uniform.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

static const int TS = 4;
#define USE_BARRIER 1

int main() {
    std::vector<int> data;
    for (int i = 0; i < 16; i++) {
        data.push_back(i);
    }
    array_view<int, 1> av(16, data);
    parallel_for_each(av.extent.tile<4>(), [=](tiled_index<4> t_idx) restrict(amp) {
        if (TS > 1) {
            t_idx.barrier.wait();
        }
        if (USE_BARRIER) {
            t_idx.barrier.wait_with_global_memory_fence();
        }
        av[t_idx.global] = av[t_idx.global] + 1;
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
