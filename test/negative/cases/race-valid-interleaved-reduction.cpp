// expect: none
// The interleaved tree reduction: in the step of stride s, the threads at multiples of 2s add
// s[l + s] into s[l]. The writers are at multiples of 2s, the reads at odd multiples of s:
// disjoint, and a barrier ends every step (race-walk.ts walks each step with its own s).
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
        for (int s = 1; s < T; s *= 2) {
            if (li % (2 * s) == 0) sh[li] += sh[li + s];
            t.barrier.wait();
        }
        if (li == 0) out[t.tile[0]] = sh[0];
    });
    // The same with a mask, and with the strided index `2 * s * l` (writes at multiples of 2s, reads one s further).
    parallel_for_each(in.extent.tile<T>(), [=](tiled_index<T> t) restrict(amp) {
        tile_static int sh[T];
        unsigned li = t.local[0];
        sh[li] = in[t.global];
        t.barrier.wait();
        for (unsigned s = 1; s < T; s <<= 1) {
            if ((li & (2 * s - 1)) == 0) sh[li] += sh[li + s];
            t.barrier.wait();
        }
        for (int s = 1; s < T; s = s * 2) {
            int index = 2 * s * (int)li;
            if (index < T) sh[index] += sh[index + s];
            t.barrier.wait();
        }
        if (li == 0) out[t.tile[0]] += sh[0];
    });
    out.synchronize();
    std::cout << out(0) << "\n";
}
