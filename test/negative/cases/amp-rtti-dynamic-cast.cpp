// expect: error amp-rtti 21:22
// dynamic_cast in a kernel (an identity cast, valid C++ on a non-polymorphic struct).
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

struct Node {
    int value;
};

int main() {
    std::vector<int> data;
    for (int i = 0; i < 8; i++) {
        data.push_back(i);
    }
    array_view<int, 1> av(8, data);
    parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
        Node n;
        n.value = av[idx];
        Node& same = dynamic_cast<Node&>(n);
        av[idx] = same.value + 1;
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
