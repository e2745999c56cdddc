// expect: none
// The docs' pattern: [=, &averages] where averages is a concurrency::array, and the
// same array captured through [&]: nothing to report.
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
    extent<1> e(8);
    array<int, 1> sums(e, data.begin(), data.end());
    parallel_for_each(av.extent, [=, &sums](index<1> idx) restrict(amp) {
        sums[idx] = sums[idx] + av[idx];
    });
    parallel_for_each(sums.extent, [&](index<1> idx) restrict(amp) {
        sums[idx] = sums[idx] * 2;
    });
    data = sums;
    std::cout << data[1] << "\n";
}
