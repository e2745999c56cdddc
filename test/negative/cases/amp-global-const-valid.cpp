// expect: none
// Constant globals (const, static const, a #define) may be used in a kernel.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

const int kOffset = 10;
static const int kScale = 2;
#define BIAS 1
int g_hostOnly = 5;

int main() {
    std::vector<int> data;
    for (int i = 0; i < 8; i++) {
        data.push_back(i);
    }
    array_view<int, 1> av(8, data);
    parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
        av[idx] = av[idx] * kScale + kOffset + BIAS;
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
