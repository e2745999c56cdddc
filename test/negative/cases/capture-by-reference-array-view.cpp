// expect: error capture-by-reference 16:9
// [&] capturing an array_view: only concurrency::array may be captured by reference.
// One error, at the first use.
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
    parallel_for_each(av.extent, [&](index<1> idx) restrict(amp) {
        av[idx] = av[idx] + 1;
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
