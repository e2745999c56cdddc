// expect: error amp-pointer 20:19
// expect: error amp-pointer 20:27
// Pointer arithmetic on a decayed local array (+), then a dereference (*).
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
        int local[4];
        for (int i = 0; i < 4; i++) {
            local[i] = av[idx] + i;
        }
        av[idx] = *(local + 1);
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
