// expect: error amp-goto 16:26
// expect: error amp-goto 18:5
// goto and a label in a kernel: one error at `goto`, one at the label name.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

int main() {
    std::vector<int> data;
    for (int i = 0; i < 8; i++) {
        data.push_back(i);
    }
    array_view<int, 1> av(8, data);
    parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
        if (av[idx] < 0) goto done;
        av[idx] = av[idx] * 2;
    done:
        av[idx] = av[idx] + 1;
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
