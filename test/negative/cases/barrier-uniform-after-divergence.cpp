// expect: none
// A thread-dependent if with no barrier inside, then a barrier after the paths rejoin.
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
        int v = av[t_idx.global];
        if (t_idx.local[0] == 0) {
            v = v * 2;
        }
        t_idx.barrier.wait();
        av[t_idx.global] = v;
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
