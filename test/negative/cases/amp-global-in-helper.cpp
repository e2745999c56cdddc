// expect: error amp-global 11:16
// A non-constant global read in a restrict(amp) helper called from the kernel.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

int g_scale = 3;

int Scaled(int v) restrict(amp) {
    return v * g_scale;
}

int main() {
    std::vector<int> data;
    for (int i = 0; i < 8; i++) {
        data.push_back(i);
    }
    array_view<int, 1> av(8, data);
    parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
        av[idx] = Scaled(av[idx]);
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
