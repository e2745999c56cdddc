// expect: error amp-pointer-in-struct 16:14
// A local of a class with a pointer member in restrict(amp) code.
#include <vector>
#include <amp.h>
using namespace concurrency;

struct Node {
    int value;
    int* next;
};

int main() {
    std::vector<int> data(8, 1);
    array_view<int, 1> av(8, data);
    parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
        Node n;
        n.value = av[idx];
        av[idx] = n.value;
    });
    return 0;
}
