// expect: error type-mismatch 15:21
// Initializing an int from an array_view: cannot convert.
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
        int whole = av;
        av[idx] = whole;
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
