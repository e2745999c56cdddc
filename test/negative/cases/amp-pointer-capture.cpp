// expect: error amp-pointer-capture 14:24
// A kernel that captures a host pointer.
#include <vector>
#include <amp.h>
using namespace concurrency;

int main() {
    std::vector<int> data(8, 1);
    int host = 3;
    int* hp = &host;
    array_view<int, 1> av(8, data);
    parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
        int x = av[idx];
        av[idx] = x + *hp;
    });
    return 0;
}
