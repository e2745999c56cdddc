// expect: error tile-static-initializer 19:25
// expect: error tile-static-pointer 20:26
// expect: error tile-static-reference 21:26
// expect: error barrier-nonuniform 24:27
// The three tile_static declaration errors and a non-uniform barrier in one tiled kernel.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

int main() {
    std::vector<int> data;
    for (int i = 0; i < 16; i++) {
        data.push_back(i);
    }
    array_view<int, 2> av(4, 4, data);
    parallel_for_each(av.extent.tile<2, 2>(), [=](tiled_index<2, 2> t_idx) restrict(amp) {
        tile_static int nums[2][2];
        tile_static int total = 0;
        tile_static int* cursor;
        tile_static int& alias = nums[0][0];
        nums[t_idx.local[0]][t_idx.local[1]] = av[t_idx.global];
        if (t_idx.local[1] == 0) {
            t_idx.barrier.wait();
        }
        av[t_idx.global] = nums[t_idx.local[0]][t_idx.local[1]];
    });
    av.synchronize();
    std::cout << av(0, 0) << "\n";
}
