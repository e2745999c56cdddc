// expect: error barrier-nonuniform 17:27
// A while loop on a local initialized from t_idx.local: the dependence flows through the variable.
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
        int remaining = t_idx.local[0];
        while (remaining > 0) {
            t_idx.barrier.wait();
            remaining--;
        }
        av[t_idx.global] = av[t_idx.global] + 1;
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
