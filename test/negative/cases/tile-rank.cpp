// expect: error tile-rank 11:7
// Tiling a rank-4 extent: tiled_extent has at most 3 dimensions. The caret is on `tile`.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

int main() {
    int dims[4] = {2, 2, 2, 2};
    extent<4> e(dims); // C++ AMP's extents of rank above 3 are built from an int array
    e.tile<1, 1, 1, 1>();
    std::cout << e.size() << "\n";
}
