// expect: warning tile-static-race 21:37
// The tree reduction without the barrier that ends each step: a thread may still be in an
// earlier step, writing s[l], while another already reads it as s[l' + stride] in a later one.
// Within one step the elements read and written are disjoint; the caret is on the next step's read.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

int main() {
    std::vector<int> data(1024, 1);
    std::vector<int> result(4, 0);
    array_view<const int, 1> in(1024, data);
    array_view<int, 1> out(4, result);
    parallel_for_each(in.extent.tile<256>(), [=](tiled_index<256> t) restrict(amp) {
        tile_static int s[256];
        int l = t.local[0];
        s[l] = in[t.global];
        t.barrier.wait();
        for (int stride = 128; stride > 0; stride /= 2) {
            if (l < stride) s[l] += s[l + stride];
        }
        t.barrier.wait();
        if (l == 0) out[t.tile[0]] = s[0];
    });
    out.synchronize();
    std::cout << out(0) << "\n";
}
