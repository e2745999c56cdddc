// expect: none
// Tiles at the limits: 64 x 4 x 4 (1024 threads, first dimension 64), 1024 x 1, and a
// tile size from a local `const int` (a constant expression): nothing to report.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

void Run(int d0, int d1, int d2) {
    std::vector<int> data;
    for (int i = 0; i < d0 * d1 * d2; i++) {
        data.push_back(i);
    }
    array_view<int, 3> av(d0, d1, d2, data);
    parallel_for_each(av.extent.tile<64, 4, 4>(), [=](tiled_index<64, 4, 4> t_idx) restrict(amp) {
        av[t_idx.global] = av[t_idx.global] + 1;
    });
    array_view<int, 2> flat(d0 * d1 * d2, 1, data);
    parallel_for_each(flat.extent.tile<1024, 1>(), [=](tiled_index<1024, 1> t_idx) restrict(amp) {
        flat[t_idx.global] = flat[t_idx.global] * 2;
    });
    const int TS = 8;
    array_view<int, 1> line(d0 * d1 * d2, data);
    parallel_for_each(line.extent.tile<TS>(), [=](tiled_index<TS> t_idx) restrict(amp) {
        line[t_idx.global] = line[t_idx.global] + TS;
    });
    line.synchronize();
    std::cout << line(0) << "\n";
}

int main() {
    Run(64, 4, 4);
}
