// expect: error barrier-outside-tiled 9:19
// A tile_barrier wait in host code, outside any tiled kernel: the caret is on `wait`.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

void HostWait(tiled_index<4> t_idx) {
    t_idx.barrier.wait();
}

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
