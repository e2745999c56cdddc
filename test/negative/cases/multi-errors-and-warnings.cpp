// expect: error tile-static-initializer 22:25
// expect: warning tile-static-race 25:23
// expect: error const-write 26:9
// Errors and warnings together: a race (warning), a write through array_view<const float>
// and a tile_static initializer (errors); the double is exact and reports nothing.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

int main() {
    std::vector<float> data;
    std::vector<float> result;
    for (int i = 0; i < 16; i++) {
        data.push_back((float)i);
        result.push_back(0.0f);
    }
    array_view<const float, 1> in(16, data);
    array_view<float, 1> out(16, result);
    parallel_for_each(out.extent.tile<4>(), [=](tiled_index<4> t_idx) restrict(amp) {
        tile_static float t[4];
        tile_static int count = 0;
        double scale = 2;
        t[t_idx.local[0]] = in[t_idx.global];
        float right = t[(t_idx.local[0] + 1) % 4];
        in[t_idx.global] = right;
        out[t_idx.global] = (float)(right * scale);
    });
    out.synchronize();
    std::cout << out(0) << "\n";
}
