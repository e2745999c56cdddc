// expect: error amp-global 17:29
// A non-constant global read in a kernel: the caret is on the use.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

int g_offset = 10;

int main() {
    std::vector<int> data;
    for (int i = 0; i < 8; i++) {
        data.push_back(i);
    }
    array_view<int, 1> av(8, data);
    parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
        av[idx] = av[idx] + g_offset;
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
