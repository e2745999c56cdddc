// expect: error amp-pointer 18:14
// expect: error amp-pointer 18:18
// expect: error amp-pointer 19:19
// Taking an address (&), declaring a pointer and dereferencing it (*) in a kernel: three errors.
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
        int value = av[idx];
        int* p = &value;
        av[idx] = *p + 1;
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
