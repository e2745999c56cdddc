// expect: error unsupported 16:34
// A view local in a kernel chosen by '?:' between two captured views: WGSL names a storage
// buffer at compile time, so the caret is on the conditional.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

int main() {
    std::vector<int> a(8, 1), b(8, 2);
    array_view<int, 1> av(8, a);
    array_view<int, 1> bv(8, b);
    std::vector<int> o(8);
    array_view<int, 1> ov(8, o);
    parallel_for_each(ov.extent, [=](index<1> idx) restrict(amp) {
        array_view<int, 1> src = idx[0] % 2 ? av : bv;
        ov[idx] = src[idx];
    });
    ov.synchronize();
    std::cout << o[0] << "\n";
}
