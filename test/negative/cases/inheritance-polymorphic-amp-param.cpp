// expect: error amp-virtual-call 12:26
// A restrict(amp) function cannot take an object of a class with virtual functions, even by reference.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

struct Shape {
    int sides = 3;
    virtual int count() const { return sides; }
};
int sidesOf(const Shape& s) restrict(amp) { return s.sides; }

int main() {
    std::vector<int> data(4, 1);
    array_view<int, 1> av(4, data);
    parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
        av[i] = av[i] + 1;
    });
    std::cout << av[0] << "\n";
}
