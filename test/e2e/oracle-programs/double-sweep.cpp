// Kernel doubles against g++ over a sweep of operands: an LCG makes 64 doubles with 53-bit
// significands and exponents from -1060 to 1010 (subnormal ones too), so that results round,
// underflow into subnormals and overflow to infinity; every result prints with 17 digits.
#include <amp.h>
#include <iomanip>
#include <iostream>
#include <vector>
using namespace concurrency;

int main() {
    const int n = 64;
    std::vector<double> values(n);
    unsigned state = 12345u;
    for (int i = 0; i < n; i++) {
        state = state * 1103515245u + 12345u;
        double hi = (double)(state >> 5);
        state = state * 1103515245u + 12345u;
        double lo = (double)(state >> 6);
        double v = (hi * 67108864.0 + lo) / 9007199254740992.0 + 0.5; // in [0.5, 1.5)
        int e = (int)(state % 2071u) - 1060;
        for (; e > 0; e--) v *= 2.0;
        for (; e < 0; e++) v *= 0.5;
        values[i] = (i % 3 == 0) ? -v : v;
    }
    values[5] = 0.0;
    values[9] = -0.0;
    values[17] = 1.0;
    values[33] = 4.9406564584124654e-324;

    std::vector<double> results(n * 6, 0.0);
    array_view<const double, 1> in(n, values);
    array_view<double, 1> out(n * 6, results);
    parallel_for_each(in.extent, [=](index<1> idx) restrict(amp) {
        int i = idx[0];
        double a = in[idx];
        double b = in[(i * 7 + 3) % n];
        double c = in[(i * 13 + 1) % n];
        out[i * 6] = a + b;
        out[i * 6 + 1] = a - c;
        out[i * 6 + 2] = a * b;
        out[i * 6 + 3] = b != 0.0 ? a / b : -a;
        out[i * 6 + 4] = (a * c + b) * 0.75 - c;
        out[i * 6 + 5] = (double)(float)(a > 1e30 || a < -1e30 ? 1e30 : a) + (a < b ? 1.0 : 0.0) + (a >= c ? 2.0 : 0.0);
    });
    std::cout << std::setprecision(17);
    for (int i = 0; i < n; i++) {
        std::cout << i << " " << values[i];
        for (int k = 0; k < 6; k++) std::cout << " " << out[i * 6 + k];
        std::cout << "\n";
    }
    return 0;
}
