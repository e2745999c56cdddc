// expect: error bit-field 23:31
// expect: error bit-field 23:39
// Bit-fields read in a kernel: C++ AMP allows no bit-fields in restrict(amp) code; one error per use.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

struct Packed {
    int low : 4;
    int high : 4;
    int plain;
};

int main() {
    std::vector<int> data;
    for (int i = 0; i < 8; i++) {
        data.push_back(i);
    }
    array_view<int, 1> av(8, data);
    Packed p{1, 2, 3};
    parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
        av[idx] = av[idx] * p.low + p.high + p.plain;
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
