// expect: error amp-type 15:19
// A long long local in a kernel (no 64-bit integers in restrict(amp) code).
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
        long long big = 1;
        av[idx] = av[idx] + (int)big;
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
