// expect: none
// A restrict(amp, cpu) function may be called from both the host and a kernel.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

int Square(int x) restrict(amp, cpu) {
    return x * x;
}

int main() {
    std::vector<int> data;
    for (int i = 0; i < 8; i++) {
        data.push_back(Square(i));
    }
    array_view<int, 1> av(8, data);
    parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
        av[idx] = Square(av[idx]) + 1;
    });
    av.synchronize();
    std::cout << av(2) << "\n";
}
