// expect: error amp-virtual-call 23:25
// A class with virtual functions cannot be captured by a kernel, even if the kernel only reads a field.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

struct Scale {
    int factor = 3;
    virtual int apply(int x) const { return x * factor; }
};

struct Double : Scale {
    int apply(int x) const override { return x * 2; }
};

int main() {
    std::vector<int> data(4, 1);
    array_view<int, 1> av(4, data);
    Double d;
    parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
        av[i] = av[i] + 1;
        av[i] = av[i] * d.factor;
    });
    std::cout << av[0] << "\n";
}
