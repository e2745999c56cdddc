// expect: error tile-size 14:33
// A 1-D tile of 2048 threads, over the 1024 limit.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

void Run(int n) {
    std::vector<int> data;
    for (int i = 0; i < n; i++) {
        data.push_back(i);
    }
    array_view<int, 1> av(n, data);
    parallel_for_each(av.extent.tile<2048>(), [=](tiled_index<2048> t_idx) restrict(amp) {
        av[t_idx.global] = av[t_idx.global] + 1;
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}

int main() {
    Run(4096);
}
