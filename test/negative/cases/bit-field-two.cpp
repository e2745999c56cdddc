// expect: error bit-field 10:9
// expect: error bit-field 11:9
// Two bit-fields in one struct: one error per field.
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
    parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
        av[idx] = av[idx] * 3;
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
