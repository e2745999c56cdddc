// A ?: or && whose unchosen operand would read memory out of bounds: C++ never reads it. ampc
// makes such a ?: an if (WGSL's select evaluates both operands, and an out-of-bounds access is a
// dynamic error there); WGSL's && short-circuits as C++'s does. Each guard is false exactly for
// the index one past the end, on the last thread, in plain code, in a helper, in a loop step and
// next to a barrier whose condition stays a select WGSL can prove uniform.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

int at_or(const array_view<const int, 1>& v, int i, int n, int fallback) restrict(amp) {
    return i < n ? v[i] : fallback;
}

int main() {
    const int n = 8;
    std::vector<int> in(n), out1(n, 0), out2(n, 0), out3(n, 0);
    for (int i = 0; i < n; i++) in[i] = (i + 1) * 3;
    array_view<const int, 1> a(n, in);
    array_view<int, 1> r1(n, out1), r2(n, out2);
    parallel_for_each(extent<1>(n), [=](index<1> idx) restrict(amp) {
        int i = idx[0];
        int next = i + 1 < n ? a[i + 1] : -1;
        int local[n];
        for (int k = 0; k < n; k++) local[k] = a[k] * 2;
        int prev = i - 1 >= 0 ? local[i - 1] : -2;
        int both = (i + 1 < n && a[i + 1] > 10) ? 1 : 0;
        int either = (i + 1 >= n || a[i + 1] % 2 == 0) ? 1 : 0;
        int helper = at_or(a, i + 1, n, -3);
        int sum = 0;
        for (int k = i; k <= n; k++) sum += k < n ? a[k] : 0;
        r1[idx] = next * 1000 + prev;
        r2[idx] = ((both * 10 + either) * 100 + helper) * 1000 + sum;
    });
    r1.synchronize();
    r2.synchronize();
    array_view<int, 1> r3(n, out3);
    parallel_for_each(extent<1>(n).tile<4>(), [=](tiled_index<4> t) restrict(amp) {
        tile_static int sh[4];
        int l = t.local[0];
        sh[l] = a[t.global];
        t.barrier.wait();
        int above = l + 1 < 4 ? sh[l + 1] : 100;
        int total = 0;
        for (int k = 0; k < 4; k++) {
            if ((k < 4 ? sh[k] : 0) > 12) {
                t.barrier.wait();
                total += 1;
            }
            total += k + 1 < 4 ? sh[k + 1] : 0;
        }
        int stepped = 0;
        for (int k = 0; k < 4; k++, stepped += k < 4 ? sh[k] : 0) t.barrier.wait();
        r3[t.global] = (above * 1000 + total) * 1000 + stepped;
    });
    r3.synchronize();
    for (int i = 0; i < n; i++) std::cout << out1[i] << " " << out2[i] << " " << out3[i] << "\n";
    return 0;
}
