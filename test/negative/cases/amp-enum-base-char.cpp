// expect: error amp-enum-base 17:15
// An enum whose underlying type is char, used in a kernel: the caret is on the variable.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

enum class Level : char { Low, High };

int main() {
    std::vector<int> data;
    for (int i = 0; i < 8; i++) {
        data.push_back(i);
    }
    array_view<int, 1> av(8, data);
    parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
        Level level = Level::High;
        av[idx] = level == Level::High ? 1 : 0;
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
