// expect: error unsupported 14:18
// A std::initializer_list in restrict(amp) code: C++ AMP calls no std function there, and
// ampc's list holds its elements in a std::vector.
#include <amp.h>
#include <initializer_list>
#include <iostream>
#include <vector>
using namespace concurrency;

int main() {
    std::vector<int> out(4);
    array_view<int, 1> a(4, out);
    parallel_for_each(a.extent, [=](index<1> i) restrict(amp) {
        auto k = {1, 2};
        a[i] = 1;
    });
    a.synchronize();
    std::cout << out[0] << "\n";
}
