// expect: error amp-union 20:14
// A variable of union type in a kernel.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

union Bits {
    int i;
    float f;
};

int main() {
    std::vector<int> data;
    for (int i = 0; i < 8; i++) {
        data.push_back(i);
    }
    array_view<int, 1> av(8, data);
    parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
        Bits b;
        b.i = av[idx];
        av[idx] = b.i + 1;
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
