// expect: error barrier-nonuniform 10:15
// A restrict(amp) helper that waits, called under a thread-dependent branch: the caret
// is on the barrier in the helper.
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
        if (t_idx.local[0] % 2 == 1) {
            Sync(t_idx);
        }
        av[t_idx.global] = av[t_idx.global] + 1;
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
