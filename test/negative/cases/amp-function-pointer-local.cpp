// expect: error amp-function-pointer 19:15
// A function pointer variable in a kernel.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

int Add(int a, int b) restrict(amp) {
    return a + b;
}

int main() {
    std::vector<int> data;
    for (int i = 0; i < 8; i++) {
        data.push_back(i);
    }
    array_view<int, 1> av(8, data);
    parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
        int (*op)(int, int) = Add;
        av[idx] = Add(av[idx], 1);
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
