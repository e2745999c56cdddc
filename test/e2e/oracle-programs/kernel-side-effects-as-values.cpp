// Side effects used as values in kernels, lowered into statements (src/lower/): ++/-- in
// subscripts, initialisers and conditions, chained and nested assignments, the comma operator in
// for steps and expressions, C++17's order for `a[i] = i++`, and side effects in the right
// operand of && / || and in a branch of ?: that run only when C++ evaluates them.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

int bump(int& counter, int by) restrict(amp) {
    return counter += by;
}

// A helper whose loop reads a post-increment in its condition.
int countDown(int n) restrict(amp) {
    int steps = 0;
    while (n-- > 0) steps += 2;
    return steps + n;
}

int main() {
    const int n = 8;
    const int width = 16;
    std::vector<int> data(n * width, 0);
    array_view<int, 1> out(n * width, data);
    parallel_for_each(extent<1>(n), [=](index<1> idx) restrict(amp) {
        int g = idx[0];
        int base = g * width;
        int k = 0;
        // Post-increment in a subscript, twice in a row.
        out[base + k++] = g;
        out[base + k++] = g * 10;
        // Pre-increment as a value.
        int j = ++k;
        out[base + j] = k;
        // An initialiser that is a post-increment.
        int old = k++;
        out[base + 4] = old * 100 + k;
        // Chained assignment.
        int a, b, c;
        a = b = c = g + 1;
        out[base + 5] = a + b + c;
        // An assignment used as a condition.
        int t;
        if ((t = g * 3) > 6) out[base + 6] = t;
        else out[base + 6] = -t;
        // The comma operator in a for step, with two induction variables.
        int sum = 0;
        for (int lo = 0, hi = 9; lo < hi; ++lo, --hi) sum += hi - lo;
        out[base + 7] = sum;
        // while (i++ < n): the condition's increment runs on every test, the last one too.
        int i = 0, loops = 0;
        while (i++ < g) loops++;
        out[base + 8] = loops * 100 + i;
        // C++17: the right operand of = runs first, so this stores at the incremented m.
        int local[4] = {0, 0, 0, 0};
        int m = 1;
        local[m] = m++;
        out[base + 9] = local[1] * 10 + local[2];
        // && and ||: the right operand's increment runs only when it is evaluated.
        int p = 0, q = 0;
        if (g % 2 == 0 && p++ < 5) q += 1;
        if (g > 3 || q++ > 0) q += 10;
        out[base + 10] = p * 100 + q;
        // ?: runs only the chosen branch's side effect.
        int u = 0, v = 0;
        int w = g < 4 ? u++ : v--;
        out[base + 11] = u * 100 + v * 10 + w;
        // The comma operator as a value.
        int r = (u += 5, u * 2);
        out[base + 12] = r;
        // A compound assignment as a value, and a reference argument's side effect.
        int total = 1;
        int doubled = (total += g) * 2;
        int counted = bump(total, 3) + 1;
        out[base + 13] = doubled * 1000 + counted * 10 + total;
        // A helper with a post-decrement in its loop condition.
        out[base + 14] = countDown(g);
        // A do-while whose condition pre-decrements.
        int d = 3, runs = 0;
        do runs += g; while (--d > 0);
        out[base + 15] = runs + d;
    });
    out.synchronize();
    for (int r = 0; r < n; r++) {
        for (int c = 0; c < width; c++) std::cout << data[r * width + c] << (c + 1 < width ? " " : "\n");
    }
    return 0;
}
