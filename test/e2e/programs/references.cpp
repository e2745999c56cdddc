#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

void Bump(int& x, int by) restrict(amp) { x += by; }
void Swap(int& a, int& b) restrict(amp) { int t = a; a = b; b = t; }
int Twice(const int& v) restrict(amp) { return v * 2; }

int main() {
    std::vector<int> v(16, 0);
    for (int i = 0; i < 16; i++) v[i] = i;
    array_view<int, 1> av(16, v);
    parallel_for_each(av.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
        tile_static int shared[4];
        shared[t.local[0]] = av[t.global];
        t.barrier.wait();
        int mine = shared[t.local[0]];
        int other = shared[3 - t.local[0]];
        Swap(mine, other);
        Bump(mine, 100);
        int& out = av[t.global];
        out = mine + Twice(other);
        Bump(av[t.global], 1000);
    });
    for (int i = 0; i < 16; i++) std::cout << av[i] << " ";
    std::cout << "\n";
}
