// expect: none
// A register-tiled loader: each of the 256 threads of a 16 x 16 tile copies four elements of a
// 16 x 64 block, e = local_linear + s * 256, into tile[e / 64][e % 64]. Distinct threads (and
// distinct iterations) write distinct elements, so no barrier is needed between the writes.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

int main() {
    std::vector<int> data(64 * 64, 1);
    std::vector<int> result(64 * 64, 0);
    array_view<const int, 2> in(64, 64, data);
    array_view<int, 2> out(64, 64, result);
    parallel_for_each(out.extent.tile<16, 16>(), [=](tiled_index<16, 16> t) restrict(amp) {
        tile_static int tile[16][64];
        int local_linear = t.local[0] * 16 + t.local[1];
        for (int s = 0; s < 4; s++) {
            int e = local_linear + s * 256;
            tile[e / 64][e % 64] = in(t.tile_origin[0] + e / 64, e % 64);
        }
        t.barrier.wait();
        out[t.global] = tile[t.local[0]][t.local[1] * 4];
    });
    out.synchronize();
    std::cout << out(0, 0) << "\n";
}
