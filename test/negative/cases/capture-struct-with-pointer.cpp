// expect: error amp-pointer-in-struct 16:19
#include <amp.h>
#include <vector>
using namespace concurrency;

struct Node {
    int value;
    int* next;
};

int main() {
    Node n = { 1, nullptr };
    std::vector<int> data(8, 0);
    array_view<int, 1> av(8, data);
    parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
        av[idx] = n.value;
    });
}
