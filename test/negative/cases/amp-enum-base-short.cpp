// expect: error amp-enum-base 17:15
// An unscoped enum with a short underlying type, used in a kernel.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

enum Small : short { SmallA, SmallB };

int main() {
    std::vector<int> data;
    for (int i = 0; i < 8; i++) {
        data.push_back(i);
    }
    array_view<int, 1> av(8, data);
    parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
        Small s = SmallB;
        av[idx] = av[idx] + (int)s;
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
