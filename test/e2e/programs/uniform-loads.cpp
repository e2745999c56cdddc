#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;
int main() {
    std::vector<int> v(64, 1);
    array_view<int, 1> av(64, v);
    parallel_for_each(av.extent.tile<16>(), [=](tiled_index<16> t_idx) restrict(amp) {
        tile_static int n;
        tile_static int acc[16];
        if (t_idx.local[0] == 0) n = t_idx.tile[0] + 1;
        acc[t_idx.local[0]] = 0;
        t_idx.barrier.wait();
        for (int i = 0; i < n; i++) {
            acc[t_idx.local[0]] += av[t_idx.global];
            t_idx.barrier.wait();
        }
        if (av[0] > 0) {
            t_idx.barrier.wait();
        }
        av[t_idx.global] = acc[t_idx.local[0]];
    });
    for (int i = 0; i < 64; i += 16) std::cout << av[i] << " ";
    std::cout << "\n";
}
