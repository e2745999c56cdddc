#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;
int main() {
    std::vector<int> v(8, 0);
    array_view<int, 1> av(8, v);
    parallel_for_each(av.extent.tile<8>(), [=](tiled_index<8> t) restrict(amp) {
        av[t.global] = t.local[0] * 10;
        t.barrier.wait();
        int other = av[(t.local[0] + 1) % 8];
        t.barrier.wait();
        av[t.global] = other;
    });
    for (int i = 0; i < 8; i++) std::cout << av[i] << " ";
    std::cout << "\n";
}
