// expect: error tile-size 14:33
// A 3-D tile whose first dimension is 128 (> 64), though it has only 512 threads.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

void Run(int d0, int d1, int d2) {
    std::vector<int> data;
    for (int i = 0; i < d0 * d1 * d2; i++) {
        data.push_back(i);
    }
    array_view<int, 3> av(d0, d1, d2, data);
    parallel_for_each(av.extent.tile<128, 2, 2>(), [=](tiled_index<128, 2, 2> t_idx) restrict(amp) {
        av[t_idx.global] = av[t_idx.global] + 1;
    });
    av.synchronize();
    std::cout << av(0, 0, 0) << "\n";
}

int main() {
    Run(128, 4, 4);
}
