// expect: error type-mismatch 14:22
// Initializing an extent<1> from a 2-D array_view's extent<2>: cannot convert.
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
    extent<1> flat = av.extent;
    std::cout << flat[0] << "\n";
    av.synchronize();
    std::cout << av(0, 0) << "\n";
}

int main() {
    Run(128, 128);
}
