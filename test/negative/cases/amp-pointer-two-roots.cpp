// expect: error wgsl-unsupported 17:9
// A pointer that may point into two different arrays: ampc lowers a pointer to one array and an
// index, so this valid C++ AMP is reported as not supported.
#include <vector>
#include <amp.h>
using namespace concurrency;

int main() {
    std::vector<int> data(8, 1);
    array_view<int, 1> av(8, data);
    parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
        int a[2] = {1, 2};
        int b[2] = {3, 4};
        int* p = a;
        int i = idx[0];
        if (i > 3)
        p = b;
        av[idx] = *p;
    });
    return 0;
}
