// expect: warning extent-not-divisible 15:37
// A constant extent of 10 tiled by 4: a warning at `tile` (the launch would throw
// invalid_compute_domain). A warning: the program is still compiled.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

int main() {
    std::vector<int> data;
    for (int i = 0; i < 12; i++) {
        data.push_back(i);
    }
    array_view<int, 1> av(12, data);
    parallel_for_each(extent<1>(10).tile<4>(), [=](tiled_index<4> t_idx) restrict(amp) {
        av[t_idx.global] = av[t_idx.global] + 1;
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
