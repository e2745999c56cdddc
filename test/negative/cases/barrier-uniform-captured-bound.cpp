// expect: none
// A loop bounded by a scalar captured by value (the same for every thread) with two
// barriers, the figure 5 shape: nothing to report.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

int main() {
    std::vector<int> data;
    std::vector<int> result;
    for (int i = 0; i < 16; i++) {
        data.push_back(i);
        result.push_back(0);
    }
    array_view<const int, 1> in(16, data);
    array_view<int, 1> av(16, result);
    int steps = 4;
    parallel_for_each(av.extent.tile<4>(), [=](tiled_index<4> t_idx) restrict(amp) {
        tile_static int t[4];
        int sum = 0;
        for (int s = 0; s < steps; s++) {
            t[t_idx.local[0]] = in(s * 4 + t_idx.local[0]);
            t_idx.barrier.wait();
            for (int k = 0; k < 4; k++) {
                sum += t[k];
            }
            t_idx.barrier.wait();
        }
        av[t_idx.global] = sum;
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
