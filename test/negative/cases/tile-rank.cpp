// expect: error tile-rank 10:7
// Tiling a rank-4 extent: tiled_extent has at most 3 dimensions. The caret is on `tile`.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

int main() {
    extent<4> e(2, 2, 2, 2);
    e.tile<1, 1, 1, 1>();
    std::cout << e.size() << "\n";
}
