// expect: error capture-by-reference 18:31
// [&] with a concurrency::array (fine) and a scalar (not fine): the caret is on the
// scalar's first use in the body.
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
    int offset = 3;
    parallel_for_each(arr.extent, [&](index<1> idx) restrict(amp) {
        arr[idx] = arr[idx] + offset;
        arr[idx] = arr[idx] * offset;
    });
    data = arr;
    std::cout << data[0] << "\n";
}
