// expect: error amp-exceptions 8:32
// A dynamic exception specification on a restrict(amp) function: the caret is on its `throw`.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

int Clamp(int v) restrict(amp) throw() {
    return v < 0 ? 0 : v;
}

int main() {
    std::vector<int> data;
    for (int i = 0; i < 8; i++) {
        data.push_back(i);
    }
    array_view<int, 1> av(8, data);
    parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
        av[idx] = Clamp(av[idx] - 3);
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
