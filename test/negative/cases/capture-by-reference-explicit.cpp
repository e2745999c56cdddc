// expect: error capture-by-reference 15:38
// A scalar explicitly captured by reference: the caret is on the capture `&total`.
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
    int total = 5;
    parallel_for_each(av.extent, [=, &total](index<1> idx) restrict(amp) {
        av[idx] = av[idx] + total;
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
