// expect: warning tile-static-non-tiled-callee 15:21
// expect: error tile-static-non-tiled 27:25
// 001 (tile_static keyword): "if a tile_static variable is declared in a callee
// rooted at a non-tiled call to parallel_for_each, a warning is generated and the
// behavior of the variable is undefined". Both ways to get there: a tile_static
// in a restrict(amp) helper called from a non-tiled kernel, and one declared in
// the non-tiled kernel itself. ampc's rules make the second, in the kernel's own body,
// an error; the one in the helper stays a warning. Neither variable is used.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

int Twice(int value) restrict(amp) {
    tile_static int scratch[4];
    return value * 2;
}

int main() {
    std::vector<int> data;
    for (int i = 0; i < 8; i++) {
        data.push_back(i);
    }
    array_view<int, 1> av(8, data);

    parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
        tile_static int shared[8];
        av[idx] = Twice(av[idx]);
    });

    for (int i = 0; i < 8; i++) {
        std::cout << av(i) << " ";
    }
    std::cout << "\n";
}
