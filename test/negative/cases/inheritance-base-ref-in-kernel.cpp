// expect: error unsupported 19:22
// Binding a derived object to a base-class reference in restrict(amp) code has no WGSL translation.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

struct P { int x; };
struct Q : P { int y; };

int getX(const P& p) restrict(amp) { return p.x; }

int main() {
    std::vector<int> data(4, 1);
    array_view<int, 1> av(4, data);
    parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
        Q q;
        q.x = i[0]; q.y = 2;
        av[i] = getX(q);
    });
    std::cout << av[3] << "\n";
}
