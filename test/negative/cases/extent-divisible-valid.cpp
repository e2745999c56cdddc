// expect: none
// Constant extents that the tiles divide (8 x 8 by 4 x 4, 12 by 4): nothing to report.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

int main() {
    std::vector<int> data;
    for (int i = 0; i < 64; i++) {
        data.push_back(i);
    }
    array_view<int, 2> av(8, 8, data);
    parallel_for_each(extent<2>(8, 8).tile<4, 4>(), [=](tiled_index<4, 4> t_idx) restrict(amp) {
        av[t_idx.global] = av[t_idx.global] + 1;
    });
    array_view<int, 1> line(12, data);
    parallel_for_each(extent<1>(12).tile<4>(), [=](tiled_index<4> t_idx) restrict(amp) {
        line[t_idx.global] = line[t_idx.global] * 2;
    });
    line.synchronize();
    std::cout << line(0) << "\n";
}
