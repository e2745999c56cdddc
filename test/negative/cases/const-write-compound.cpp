// expect: error const-write 16:9
// expect: error const-write 17:9
// A compound assignment and an increment through an array_view<const int, 2>: two errors.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

int main() {
    std::vector<int> data;
    for (int i = 0; i < 16; i++) {
        data.push_back(i);
    }
    array_view<const int, 2> in(4, 4, data);
    parallel_for_each(in.extent, [=](index<2> idx) restrict(amp) {
        in[idx] += 1;
        in(idx[0], idx[1])++;
    });
    std::cout << in(0, 0) << "\n";
}
