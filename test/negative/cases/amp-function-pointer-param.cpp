// expect: error amp-function-pointer 10:20
// A function-pointer parameter (through a typedef) of a restrict(amp) function.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

typedef int (*BinaryOp)(int, int);

int Apply(BinaryOp op, int a, int b) restrict(amp) {
    return op(a, b);
}

int main() {
    std::vector<int> data;
    for (int i = 0; i < 8; i++) {
        data.push_back(i);
    }
    array_view<int, 1> av(8, data);
    parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
        av[idx] = av[idx] + 2;
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
