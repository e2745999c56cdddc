// expect: error barrier-nonuniform 18:23
// An early return under a thread-dependent condition makes the later barrier non-uniform.
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
        if (t_idx.local[0] == 3) {
            return;
        }
        t_idx.barrier.wait();
        av[t_idx.global] = av[t_idx.global] + 1;
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
