// expect: error amp-type 8:16
// A char parameter of a restrict(amp) function.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

int Widen(char c) restrict(amp) {
    return c + 1;
}

int main() {
    std::vector<int> data;
    for (int i = 0; i < 8; i++) {
        data.push_back(i);
    }
    array_view<int, 1> av(8, data);
    parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
        av[idx] = av[idx] + 1;
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
