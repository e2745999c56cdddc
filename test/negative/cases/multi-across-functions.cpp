// expect: error amp-recursion 16:5
// expect: error capture-by-reference 27:38
// expect: error amp-call-non-amp 28:19
// expect: error amp-goto 31:28
// expect: error amp-goto 33:5
// Errors in a helper, in two kernels and in their capture lists: all are reported.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

int HostOnly(int x) {
    return x + 1;
}

int Sum(int n) restrict(amp) {
    return n == 0 ? 0 : n + Sum(n - 1);
}

int main() {
    std::vector<int> data;
    for (int i = 0; i < 8; i++) {
        data.push_back(i);
    }
    array_view<int, 1> av(8, data);
    int bias = 2;
    parallel_for_each(av.extent, [=, &bias](index<1> idx) restrict(amp) {
        av[idx] = HostOnly(av[idx]) + Sum(3) + bias;
    });
    parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
        if (av[idx] > 100) goto skip;
        av[idx] = av[idx] * 2;
    skip:
        av[idx] = av[idx] + 1;
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
