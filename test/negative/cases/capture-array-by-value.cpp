// expect: error capture-array-by-value 17:20
// A concurrency::array captured by value through [=]: the caret is on its first use.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

int main() {
    std::vector<int> data;
    for (int i = 0; i < 8; i++) {
        data.push_back(i);
    }
    extent<1> e(8);
    array<int, 1> arr(e, data.begin(), data.end());
    array_view<int, 1> out(8, data);
    parallel_for_each(out.extent, [=](index<1> idx) restrict(amp) {
        out[idx] = arr[idx] * 2;
        out[idx] = out[idx] + arr[idx];
    });
    out.synchronize();
    std::cout << out(0) << "\n";
}
