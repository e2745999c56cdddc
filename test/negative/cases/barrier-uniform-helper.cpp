// expect: none
// A restrict(amp) helper that waits, called unconditionally from a tiled kernel.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

void Sync(tiled_index<4> t) restrict(amp) {
    t.barrier.wait();
}

int main() {
    std::vector<int> data;
    for (int i = 0; i < 16; i++) {
        data.push_back(i);
    }
    array_view<int, 1> av(16, data);
    parallel_for_each(av.extent.tile<4>(), [=](tiled_index<4> t_idx) restrict(amp) {
        int v = av[t_idx.global];
        Sync(t_idx);
        av[t_idx.global] = v + 1;
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
