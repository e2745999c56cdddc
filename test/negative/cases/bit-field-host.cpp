// expect: error bit-field 9:9
// A bit-field is rejected wherever it is declared, even in a struct only the host uses.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

struct Flags {
    int ready : 1;
    int count;
};

int main() {
    std::vector<int> data;
    for (int i = 0; i < 8; i++) {
        data.push_back(i);
    }
    array_view<int, 1> av(8, data);
    parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
        av[idx] = av[idx] + 1;
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
