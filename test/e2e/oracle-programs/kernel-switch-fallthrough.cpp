// Switch cases that fall through in kernels: a case without break runs on into the next case's
// statements (src/lower/fallthrough.ts), through several cases, into default, out of the last case,
// and with break or return inside a nested block or a loop's continue ending a case.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

int classify(int v) restrict(amp) {
    int r = 0;
    switch (v % 5) {
        case 0: r += 1;
        case 1: r += 10;
        case 2: { r += 100; break; }
        case 3: r += 1000;
        default: r += 10000;
    }
    return r;
}

int main() {
    const int n = 12;
    std::vector<int> data(n * 3, 0);
    array_view<int, 1> out(n * 3, data);
    parallel_for_each(extent<1>(n), [=](index<1> idx) restrict(amp) {
        int g = idx[0];
        out[g * 3] = classify(g);
        int x = 0;
        switch (g % 4) {
            case 0:
                x += 2;
            case 1:
                x *= 3;
                if (g > 6) break;
                x += 7;
            case 2:
                x -= 1;
                break;
            default:
                x = 99;
        }
        out[g * 3 + 1] = x;
        // A case ending in continue falls into nothing; one without it runs into the next.
        int s = 0;
        for (int k = 0; k < 4; k++) {
            switch ((g + k) % 3) {
                case 0: s += 1; continue;
                case 1: s += 10;
                case 2: s += 100;
            }
            s += 1000;
        }
        out[g * 3 + 2] = s;
    });
    out.synchronize();
    for (int r = 0; r < n; r++) std::cout << data[r * 3] << " " << data[r * 3 + 1] << " " << data[r * 3 + 2] << "\n";
    return 0;
}
