// expect: warning tile-static-race 22:13
// Figure 5 without its second barrier: the next iteration's write to t races with this
// iteration's reads of other threads' elements. The caret is on the write (the later access).
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

int main() {
    std::vector<int> data;
    std::vector<int> result;
    for (int i = 0; i < 16; i++) {
        data.push_back(i);
        result.push_back(0);
    }
    array_view<const int, 1> in(16, data);
    array_view<int, 1> out(16, result);
    parallel_for_each(out.extent.tile<4>(), [=](tiled_index<4> t_idx) restrict(amp) {
        tile_static int t[4];
        int sum = 0;
        for (int s = 0; s < 4; s++) {
            t[t_idx.local[0]] = in(s * 4 + t_idx.local[0]);
            t_idx.barrier.wait();
            for (int k = 0; k < 4; k++) {
                sum += t[k];
            }
        }
        out[t_idx.global] = sum;
    });
    out.synchronize();
    std::cout << out(0) << "\n";
}
