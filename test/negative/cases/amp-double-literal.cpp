// expect: none
// Double literals in a kernel: computed exactly, as software doubles, so nothing to report.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

int main() {
    std::vector<float> data;
    for (int i = 0; i < 8; i++) {
        data.push_back((float)i);
    }
    array_view<float, 1> av(8, data);
    parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
        av[idx] = av[idx] * 0.5;
        av[idx] = av[idx] + 1.5;
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
