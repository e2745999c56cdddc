// expect: error amp-static-local 17:9
// expect: error amp-type 18:14
// expect: error amp-exceptions 20:13
// Three different violations in one kernel: compilation goes on and reports all three.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

int main() {
    std::vector<int> data;
    for (int i = 0; i < 8; i++) {
        data.push_back(i);
    }
    array_view<int, 1> av(8, data);
    parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
        static int calls = 0;
        char tag = 1;
        if (av[idx] < 0) {
            throw 1;
        }
        av[idx] = av[idx] + tag + calls;
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
