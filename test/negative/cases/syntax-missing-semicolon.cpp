// expect: error syntax 15:34
// A declaration in the kernel lacks its ';': the caret goes just past the `2`.
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
        int doubled = av[idx] * 2
        av[idx] = doubled;
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
