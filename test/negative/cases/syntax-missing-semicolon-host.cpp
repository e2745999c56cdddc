// expect: error syntax 13:19
// A host statement lacks its ';' before the kernel: the caret goes just past the `3`.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

int main() {
    std::vector<int> data;
    for (int i = 0; i < 8; i++) {
        data.push_back(i);
    }
    int offset = 3
    array_view<int, 1> av(8, data);
    parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
        av[idx] = av[idx] + offset;
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
