// expect: error amp-type 15:15
// A short local in a kernel (C++ AMP has no 16-bit types).
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

int main() {
    std::vector<int> data;
    for (int i = 0; i < 8; i++) {
        data.push_back(i);
    }
    array_view<int, 1> av(8, data);
    parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
        short small = 3;
        av[idx] = av[idx] * small;
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
