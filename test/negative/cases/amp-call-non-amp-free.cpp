// expect: error amp-call-non-amp 19:19
// A kernel calls a function without restrict(amp): the caret is on the callee name.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

int Twice(int x) {
    return x * 2;
}

int main() {
    std::vector<int> data;
    for (int i = 0; i < 8; i++) {
        data.push_back(i);
    }
    array_view<int, 1> av(8, data);
    parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
        av[idx] = Twice(av[idx]);
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
