// expect: error amp-pointer 16:18
// A pointer initialized with nullptr in a kernel: the literal (the pointer itself is allowed).
//
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
        int* p = nullptr;
        av[idx] = 0;
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
