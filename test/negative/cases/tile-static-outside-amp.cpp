// expect: error tile-static-outside-amp 9:5
// tile_static in a host function: the caret is on the keyword.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

int Prepare() {
    tile_static int scratch[4];
    scratch[0] = 1;
    return scratch[0];
}

int main() {
    std::vector<int> data;
    for (int i = 0; i < 8; i++) {
        data.push_back(i + Prepare());
    }
    std::cout << data[0] << "\n";
}
