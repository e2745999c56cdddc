// expect: error kernel-index-mismatch 15:51
// A tile<4,4> launch with a tiled_index<2,2> parameter: the caret is on the
// parameter's type.
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
    parallel_for_each(av.extent.tile<4, 4>(), [=](tiled_index<2, 2> t_idx) restrict(amp) {
        av[t_idx.global] = av[t_idx.global] + 1;
    });
    av.synchronize();
    std::cout << av(0, 0) << "\n";
}

int main() {
    Run(128, 128);
}
