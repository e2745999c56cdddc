// A ?: whose branch calls a function that writes through a reference, or increments: only the
// branch C++ evaluates runs (src/lower/ writes it as an if; WGSL's select would run both).
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

int bump(int& k, int by) restrict(amp) {
    k += by;
    return k;
}

int main() {
    const int n = 6;
    std::vector<int> data(n, 0);
    array_view<int, 1> out(n, data);
    parallel_for_each(extent<1>(n), [=](index<1> idx) restrict(amp) {
        int g = idx[0];
        int k = 0, m = 0;
        int r = g > 1 ? bump(k, 3) : bump(m, 5);
        int s = g % 2 == 0 ? 7 : bump(k, 1) + m++;
        g > 3 ? bump(m, 100) : 0;
        out[idx] = ((k * 10 + m) * 100 + r) * 100 + s;
    });
    out.synchronize();
    for (int i = 0; i < n; i++) std::cout << data[i] << "\n";
    return 0;
}
