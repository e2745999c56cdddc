// expect: warning amp-double 18:23
// A double_2 in a kernel: short vectors of double are computed in f32, one warning at the first
// use; the second use in the same kernel, and the scalar doubles, are not reported.
#include <iostream>
#include <vector>
#include <amp.h>
#include <amp_short_vectors.h>
using namespace concurrency;
using namespace concurrency::graphics;

int main() {
    std::vector<float> data;
    for (int i = 0; i < 8; i++) {
        data.push_back((float)i);
    }
    array_view<float, 1> av(8, data);
    parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
        double_2 scale(0.5, 2.0);
        double_2 twice = scale + scale;
        double exact = 0.5;
        av[idx] = (float)(av[idx] * twice.x * exact);
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
