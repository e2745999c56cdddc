// expect: warning amp-double 10:24
// expect: warning amp-double 20:16
// double in a helper and in the kernel: one warning per function.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

float Half(float x) restrict(amp) {
    return (float)(x * 0.5);
}

int main() {
    std::vector<float> data;
    for (int i = 0; i < 8; i++) {
        data.push_back((float)i);
    }
    array_view<float, 1> av(8, data);
    parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
        double d = Half(av[idx]);
        av[idx] = (float)(d * 2.0);
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
