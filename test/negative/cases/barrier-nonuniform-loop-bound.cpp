// expect: error barrier-nonuniform 17:27
// A loop whose trip count depends on the thread, with a barrier in its body.
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
        for (int i = 0; i < t_idx.local[0]; i++) {
            t_idx.barrier.wait();
            sum += i;
        }
        av[t_idx.global] = sum;
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
