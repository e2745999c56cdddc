// expect: none
// double on the host is fine; the kernel uses float literals only (0.5f): nothing to report.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

int main() {
    std::vector<float> data;
    double total = 0.0;
    for (int i = 0; i < 8; i++) {
        data.push_back((float)i);
        total += i * 0.25;
    }
    array_view<float, 1> av(8, data);
    parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
        av[idx] = av[idx] * 0.5f + 1.0f;
    });
    av.synchronize();
    std::cout << av(0) << " " << total << "\n";
}
