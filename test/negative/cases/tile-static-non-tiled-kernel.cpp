// expect: error tile-static-non-tiled 15:25
// A tile_static array in a non-tiled kernel's own body: an error at the variable.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

int main() {
    std::vector<int> data;
    for (int i = 0; i < 8; i++) {
        data.push_back(i);
    }
    array_view<int, 1> av(8, data);
    parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
        tile_static int scratch[8];
        av[idx] = av[idx] + 1;
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
