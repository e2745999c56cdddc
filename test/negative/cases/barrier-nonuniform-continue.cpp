// expect: error barrier-nonuniform 20:27
// A continue under a thread-dependent condition skips the barrier for some threads.
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
        for (int i = 0; i < 4; i++) {
            if (t_idx.local[0] < i) {
                continue;
            }
            t_idx.barrier.wait();
            sum += i;
        }
        av[t_idx.global] = sum;
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
