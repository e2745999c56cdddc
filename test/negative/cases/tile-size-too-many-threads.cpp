// expect: error tile-size 14:33
// A 32 x 64 tile has 2048 threads, over the 1024 limit.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

void Run(int rows, int cols) {
    std::vector<int> data;
    for (int i = 0; i < rows * cols; i++) {
        data.push_back(i);
    }
    array_view<int, 2> av(rows, cols, data);
    parallel_for_each(av.extent.tile<32, 64>(), [=](tiled_index<32, 64> t_idx) restrict(amp) {
        av[t_idx.global] = av[t_idx.global] + 1;
    });
    av.synchronize();
    std::cout << av(0, 0) << "\n";
}

int main() {
    Run(128, 128);
}
