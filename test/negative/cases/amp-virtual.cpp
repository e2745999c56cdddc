// expect: error amp-virtual 10:5
// A virtual restrict(amp) member function: the caret is on `virtual`.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

struct Shape {
    int sides;
    virtual int Sides() const restrict(amp) { return sides; }
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
