// expect: error syntax 15:24
// An `if` condition without its ')': the caret goes just past the `0`.
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
        if (av[idx] > 0 {
            av[idx] = 0;
        }
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
