// expect: warning tile-static-race 21:30
// The interleaved reduction with the guard `l % s == 0` instead of `l % (2 * s) == 0`: in the
// first step (s = 1) every thread writes sh[l] while its neighbour reads it as sh[(l - 1) + 1].
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

int main() {
    const int T = 64;
    std::vector<int> data(256, 1);
    std::vector<int> result(4, 0);
    array_view<const int, 1> in(256, data);
    array_view<int, 1> out(4, result);
    parallel_for_each(in.extent.tile<T>(), [=](tiled_index<T> t) restrict(amp) {
        tile_static int sh[T];
        int li = t.local[0];
        sh[li] = in[t.global];
        t.barrier.wait();
        for (int s = 1; s < T; s <<= 1) {
            if (li % s == 0) sh[li] += sh[li + s];
            t.barrier.wait();
        }
        if (li == 0) out[t.tile[0]] = sh[0];
    });
    out.synchronize();
    std::cout << out(0) << "\n";
}
