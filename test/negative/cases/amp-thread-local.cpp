// expect: error amp-static-local 9:5
// A thread_local local in a restrict(amp) helper: the caret is on `thread_local`.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

int Next(int v) restrict(amp) {
    thread_local int last = 0;
    last = v;
    return v + 1;
}

int main() {
    std::vector<int> data;
    for (int i = 0; i < 8; i++) {
        data.push_back(i);
    }
    array_view<int, 1> av(8, data);
    parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
        av[idx] = Next(av[idx]);
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
