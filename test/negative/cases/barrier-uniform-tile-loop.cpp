// expect: none
// A loop bounded by t_idx.tile[0]: different tiles loop differently, but all threads of
// one tile loop the same number of times.
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
        int sum = 0;
        for (int i = 0; i <= t_idx.tile[0]; i++) {
            t_idx.barrier.wait();
            sum += i;
        }
        av[t_idx.global] = sum;
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
