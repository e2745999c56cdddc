// expect: error amp-pointer 25:16
// expect: error amp-pointer 25:21
// expect: error amp-pointer 26:21
// Member access through a pointer (->) in a kernel.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

struct Point {
    int x;
    int y;
};

int main() {
    std::vector<int> data;
    for (int i = 0; i < 8; i++) {
        data.push_back(i);
    }
    array_view<int, 1> av(8, data);
    parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
        Point pt;
        pt.x = av[idx];
        pt.y = 0;
        Point* pp = &pt;
        av[idx] = pp->x + pt.y;
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
