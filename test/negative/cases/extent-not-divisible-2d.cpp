// expect: warning extent-not-divisible 17:45
// A constant 6 x 7 extent (from global constants) tiled by 2 x 2: 7 is not a multiple of 2.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

const int ROWS = 6;
const int COLS = 7;

int main() {
    std::vector<int> data;
    for (int i = 0; i < ROWS * COLS; i++) {
        data.push_back(i);
    }
    array_view<int, 2> av(ROWS, COLS, data);
    parallel_for_each(extent<2>(ROWS, COLS).tile<2, 2>(), [=](tiled_index<2, 2> t_idx) restrict(amp) {
        av[t_idx.global] = av[t_idx.global] + 1;
    });
    av.synchronize();
    std::cout << av(0, 0) << "\n";
}
