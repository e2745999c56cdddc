// expect: error amp-call-non-amp 13:12
// A restrict(amp) helper calls a host function: the error is in the helper.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

int Increment(int x) {
    return x + 1;
}

int Step(int x) restrict(amp) {
    return Increment(x) * 2;
}

int main() {
    std::vector<int> data;
    for (int i = 0; i < 8; i++) {
        data.push_back(i);
    }
    array_view<int, 1> av(8, data);
    parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
        av[idx] = Step(av[idx]);
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
