// expect: error amp-pointer-cast 13:17
// expect: error amp-pointer-cast 14:18
// Casts between pointers and integers in restrict(amp) code.
#include <vector>
#include <amp.h>
using namespace concurrency;

int main() {
    std::vector<int> data(8, 1);
    array_view<int, 1> av(8, data);
    parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
        int x = av[idx];
        int a = (int)&x;
        int* p = (int*)a;
        av[idx] = *p;
    });
    return 0;
}
