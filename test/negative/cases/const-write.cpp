// expect: error const-write 19:9
// Writing through an array_view<const int>: the caret is on the assigned expression.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

int main() {
    std::vector<int> data;
    std::vector<int> result;
    for (int i = 0; i < 8; i++) {
        data.push_back(i);
        result.push_back(0);
    }
    array_view<const int, 1> in(8, data);
    array_view<int, 1> out(8, result);
    parallel_for_each(out.extent, [=](index<1> idx) restrict(amp) {
        out[idx] = in[idx] * 2;
        in[idx] = 0;
    });
    out.synchronize();
    std::cout << out(1) << "\n";
}
