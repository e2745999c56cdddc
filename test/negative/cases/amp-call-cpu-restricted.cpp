// expect: error amp-call-non-amp 19:19
// A kernel calls a restrict(cpu) function.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

int Triple(int x) restrict(cpu) {
    return x * 3;
}

int main() {
    std::vector<int> data;
    for (int i = 0; i < 8; i++) {
        data.push_back(i);
    }
    array_view<int, 1> av(8, data);
    parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
        av[idx] = Triple(av[idx]);
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
