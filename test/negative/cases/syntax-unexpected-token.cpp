// expect: error syntax 15:13
// A declaration with no name: clang says "expected unqualified-id" at the `=`.
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
        int = av[idx];
        av[idx] = 1;
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
