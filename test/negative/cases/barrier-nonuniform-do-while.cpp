// expect: error barrier-nonuniform 17:27
// A do-while whose condition depends on the thread.
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
        int i = 0;
        do {
            t_idx.barrier.wait();
            i++;
        } while (i < t_idx.global[0] % 3);
        av[t_idx.global] = av[t_idx.global] + i;
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
