// expect: warning tile-static-race 21:25
// The barrier between the write and the neighbour's read runs only when n > 0 (a uniform
// condition, so it is allowed): when it does not, nothing orders the two.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

int main() {
    std::vector<int> data(16, 1);
    std::vector<int> result(16, 0);
    int n = 0;
    array_view<const int, 1> in(16, data);
    array_view<int, 1> out(16, result);
    parallel_for_each(out.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
        tile_static int s[5];
        s[t.local[0]] = in[t.global];
        if (n > 0) {
            t.barrier.wait();
        }
        out[t.global] = s[t.local[0] + 1];
    });
    out.synchronize();
    std::cout << out(0) << "\n";
}
