// expect: warning amp-double 12:20
// expect: warning amp-double 23:19
// double_N in a helper and in the kernel: one warning per function.
#include <iostream>
#include <vector>
#include <amp.h>
#include <amp_short_vectors.h>
using namespace concurrency;
using namespace concurrency::graphics;

float Half(float x) restrict(amp) {
    return (float)(double_2(x, x) * double_2(0.5, 0.5)).y;
}

int main() {
    std::vector<float> data;
    for (int i = 0; i < 8; i++) {
        data.push_back((float)i);
    }
    array_view<float, 1> av(8, data);
    parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
        double d = Half(av[idx]);
        double_3 v(d, d, d);
        av[idx] = (float)(v.z * 2.0);
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
