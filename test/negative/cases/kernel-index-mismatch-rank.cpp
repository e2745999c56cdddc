// expect: error kernel-index-mismatch 14:53
// A 2-D tile<16,16> launch with a 1-D tiled_index<256> parameter.
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
    parallel_for_each(av.extent.tile<16, 16>(), [=](tiled_index<256> t_idx) restrict(amp) {
        av(t_idx.global[0] / 128, t_idx.global[0] % 128) = 0;
    });
    av.synchronize();
    std::cout << av(0, 0) << "\n";
}

int main() {
    Run(128, 128);
}
