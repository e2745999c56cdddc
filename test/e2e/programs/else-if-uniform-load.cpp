#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;
int main() {
    std::vector<int> v(64, 0);
    for (int i = 0; i < 64; i++) v[i] = i;
    array_view<int, 1> av(64, v);
    parallel_for_each(av.extent.tile<8>(), [=](tiled_index<8> t) restrict(amp) {
        int x = av[t.global];
        if (t.tile[0] > 5) {
            t.barrier.wait();
        } else if (av[0] == 0) {
            t.barrier.wait();
            x = x * 2;
        } else {
            x = -x;
        }
        av[t.global] = x;
    });
    for (int i = 0; i < 64; i++) std::cout << av[i] << " ";
    std::cout << "\n";
}
