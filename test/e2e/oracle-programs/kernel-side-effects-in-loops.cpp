// Side effects in kernel loop conditions and steps, lowered into statements (src/lower/): a for
// condition that assigns, tested again after a continue; a while (n--) copy loop through pointers
// (*dst++ = *src++); a for step that reads an increment's value; a do-while whose condition
// increments; a tiled reduction whose loop condition halves its stride in place.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

void copyInts(int* dst, const int* src, int n) restrict(amp) {
    while (n--) *dst++ = *src++;
}

int main() {
    const int n = 8;
    const int width = 6;
    std::vector<int> data(n * width, 0);
    std::vector<int> input = {3, 1, 4, 1, 5, 9, 2, 6};
    array_view<int, 1> out(n * width, data);
    array_view<const int, 1> in(n, input);
    parallel_for_each(extent<1>(n), [=](index<1> idx) restrict(amp) {
        int g = idx[0];
        int base = g * width;
        // The condition assigns t and tests it on every iteration, after a continue too.
        int t = 0, seen = 0, odd = 0;
        for (int i = 0; (t = in[(g + i) % n]) != 9 && i < n; i++) {
            seen += t;
            if (t % 2 == 0) continue;
            odd++;
        }
        out[base] = seen * 10 + odd;
        // Copy through pointers with post-increments.
        int local[8];
        int src[8];
        for (int k = 0; k < 8; k++) src[k] = in[k] + g;
        copyInts(local, src, 8);
        out[base + 1] = local[0] + local[7] * 100;
        // A step that uses the value of an increment.
        int m = 0, acc = 0;
        for (int i = 0; i < 4; acc += m++, i++) acc += i;
        out[base + 2] = acc * 100 + m;
        // do-while with a post-increment in its condition.
        int c = g, turns = 0;
        do turns++; while (c++ < 5);
        out[base + 3] = turns * 100 + c;
        // Nested: the inner loop's condition increments the outer's variable.
        int outer = 0, inner = 0;
        while (outer < 3) {
            int j = 0;
            while (j++ < 2 && outer++ < 10) inner++;
        }
        out[base + 4] = outer * 100 + inner;
        int w = 0;
        for (int a = 0, b = 10; a < b; a += 3, b -= 2) w = w * 2 + (b - a);
        out[base + 5] = w;
    });
    out.synchronize();
    // A tiled reduction: the loop's stride halves in its condition.
    std::vector<int> sums(2, 0);
    array_view<int, 1> total(2, sums);
    array_view<const int, 1> values(n, input);
    parallel_for_each(extent<1>(n).tile<4>(), [=](tiled_index<4> t) restrict(amp) {
        tile_static int part[4];
        int l = t.local[0];
        part[l] = values[t.global];
        t.barrier.wait();
        int stride = 4;
        while ((stride /= 2) > 0) {
            if (l < stride) part[l] += part[l + stride];
            t.barrier.wait();
        }
        if (l == 0) total[t.tile[0]] = part[0];
    });
    total.synchronize();
    for (int r = 0; r < n; r++) {
        for (int c = 0; c < width; c++) std::cout << data[r * width + c] << (c + 1 < width ? " " : "\n");
    }
    std::cout << sums[0] << " " << sums[1] << "\n";
    return 0;
}
