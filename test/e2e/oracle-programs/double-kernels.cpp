// double in kernels is exact IEEE binary64 (a software double in WGSL): arithmetic chains whose
// f32 results would differ, compound assignment, ++/--, unary minus, comparisons and conditions,
// conversions to and from int, unsigned, float and bool, double captures (scalar and inside a
// struct), array_view<double> read and write, a struct element with double fields, a local array
// of doubles, a reference parameter, and tile_static doubles across a barrier.
#include <amp.h>
#include <iomanip>
#include <iostream>
#include <vector>
using namespace concurrency;

struct Pair {
    double a;
    int n;
    double b;
};

// Horner's rule over 1/k: a chain of roundings that f32 would not reproduce.
double poly(double x, int n) restrict(amp) {
    double r = 0.0;
    for (int k = n; k > 0; --k) r = r * x + 1.0 / k;
    return r;
}

void addTo(double& target, double amount) restrict(amp) {
    target += amount;
}

int main() {
    const int n = 8;
    std::vector<double> input = {0.1, -2.75, 1e-310, 123456789.123, -0.0, 3.0, 1e15 + 0.5, 2.5};
    const int perThread = 12;
    std::vector<double> results(n * perThread, 0.0);
    std::vector<int> ints(n * 3, 0);
    std::vector<unsigned> uints(n, 0u);
    std::vector<float> floats(n * 2, 0.0f);
    std::vector<Pair> pairs(n);
    for (int i = 0; i < n; i++) {
        pairs[i].a = i * 0.3;
        pairs[i].n = i;
        pairs[i].b = -i / 3.0;
    }
    array_view<const double, 1> in(n, input);
    array_view<double, 1> out(n * perThread, results);
    array_view<int, 1> iout(n * 3, ints);
    array_view<unsigned, 1> uout(n, uints);
    array_view<float, 1> fout(n * 2, floats);
    array_view<Pair, 1> pv(n, pairs);
    double scale = 1.0 / 3.0;
    Pair captured = {0.7, 5, -1e-5};

    parallel_for_each(in.extent, [=](index<1> idx) restrict(amp) {
        int i = idx[0];
        double x = in[idx];
        int base = i * perThread;
        out[base + 0] = x * 3.0 - x - x - x;
        out[base + 1] = poly(x < 1e10 ? x : 0.5, 20);
        out[base + 2] = x / 7.0 + scale;
        double acc = -x;
        acc += 0.1;
        acc *= 1.0000001;
        acc -= scale;
        acc /= 3.0;
        out[base + 3] = acc;
        double c = x;
        c++;
        ++c;
        c--;
        out[base + 4] = c - x;
        out[base + 5] = (x > 0.5 && x != 3.0) ? x : (x <= -1.0 || x >= 3.0 ? -x : x * 2.0);
        out[base + 6] = (double)(float)x;
        double local[3] = {x, captured.a * x, captured.b};
        addTo(local[0], local[1]);
        out[base + 7] = local[0] + local[2] * captured.n;
        out[base + 8] = 1.0 / (x * 0.0);
        out[base + 9] = (double)(i * 7 - 20) + (double)(4294967295u - (unsigned)i) + (double)(0.1f * i);
        Pair p = pv[idx];
        p.a = p.a * x + p.b;
        p.b -= p.n;
        p.n = p.n * 2;
        pv[idx] = p;
        out[base + 10] = p.a;
        float f = 0.1f;
        f += x;
        f *= 3;
        out[base + 11] = f;

        double clamped = (x > 2e8 || x < -2e8) ? -7.9 : x;
        iout[i * 3] = (int)clamped;
        iout[i * 3 + 1] = (int)(clamped * -10.0);
        int flags = 0;
        if (x) flags += 1;
        if (!x) flags += 2;
        if (x && i > 2) flags += 4;
        if (x < 0.0 || x == 3.0) flags += 8;
        if (x >= x) flags += 16;
        bool b = x;
        flags += b ? 32 : 0;
        iout[i * 3 + 2] = flags;
        uout[idx] = (unsigned)((x >= 0.0 && x < 4e9) ? x : 3e9 + i);
        fout[i * 2] = (float)x;
        fout[i * 2 + 1] = (float)(1.0 + (i % 4) * (1.0 / 16777216.0));
    });

    std::cout << std::setprecision(17);
    for (int i = 0; i < n; i++) {
        std::cout << "x=" << input[i] << "\n";
        for (int k = 0; k < perThread; k++) std::cout << "  r" << k << "=" << out[i * perThread + k] << "\n";
        std::cout << "  ints " << iout[i * 3] << " " << iout[i * 3 + 1] << " " << iout[i * 3 + 2] << " uint " << uout[i] << "\n";
        std::cout << "  floats " << fout[i * 2] << " " << fout[i * 2 + 1] << "\n";
        std::cout << "  pair " << pv[i].a << " " << pv[i].n << " " << pv[i].b << "\n";
    }

    // tile_static doubles shared across a barrier: each tile sums its four elements in a fixed
    // order, and a single-thread loop sums 1/k^2 in double.
    std::vector<double> sums(n, 0.0);
    array_view<double, 1> sv(n, sums);
    parallel_for_each(in.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
        tile_static double shared[4];
        shared[t.local[0]] = in[t.global] * 0.5 + 1e-3;
        t.barrier.wait();
        double sum = 0.0;
        for (int k = 0; k < 4; k++) sum += shared[(t.local[0] + k) % 4];
        sv[t.global] = sum;
        if (t.global[0] == 0) {
            double s = 0.0;
            for (int k = 1; k <= 1000; k++) s += 1.0 / ((double)k * k);
            sv[t.global] = s;
        }
    });
    for (int i = 0; i < n; i++) std::cout << "sum " << i << " " << sv[i] << "\n";
    return 0;
}
