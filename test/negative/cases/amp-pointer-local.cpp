// expect: error amp-pointer 15:14
// A pointer-typed local in a kernel: the caret is on the declarator name.
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
        int* p;
        av[idx] = av[idx] + 1;
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
