// expect: error amp-pointer 9:26
// expect: error amp-pointer 10:18
// A pointer parameter of a restrict(amp) function, and indexing through it.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

int ReadFirst(const int* values) restrict(amp) {
    return values[0];
}

int main() {
    std::vector<int> data;
    for (int i = 0; i < 8; i++) {
        data.push_back(i);
    }
    array_view<int, 1> av(8, data);
    parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
        av[idx] = av[idx] * 2;
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
