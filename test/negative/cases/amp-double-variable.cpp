// expect: warning amp-double 16:16
// A double variable in a kernel: one warning (compiled as f32) at its declarator;
// the double literal that initializes it is the same function's second use, not reported.
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
        double scale = 0.5;
        av[idx] = (float)(av[idx] * scale);
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
