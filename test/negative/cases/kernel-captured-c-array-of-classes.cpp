// expect: error capture-type 12:74
// A kernel capturing a bare C array of arrays of class objects: still refused.
#include <vector>
#include <amp.h>
using namespace concurrency;

struct Tap { int offset; float weight; };
int main() {
    Tap taps[2][2] = {};
    std::vector<float> data(8, 0.0f);
    array_view<float, 1> av(8, data);
    parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = taps[1][i[0] % 2].weight; });
    return 0;
}
