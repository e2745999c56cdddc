// expect: error unsupported 11:74
// A kernel capturing a C array of more values than ampc passes in its uniform block.
#include <vector>
#include <amp.h>
using namespace concurrency;

int main() {
    float table[300] = {};
    std::vector<float> data(8, 0.0f);
    array_view<float, 1> av(8, data);
    parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = table[i[0]]; });
    return 0;
}
