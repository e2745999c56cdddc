// expect: error reference-binding 13:18
#include <amp.h>
#include <vector>
using namespace concurrency;

int main() {
    std::vector<int> data(8, 0);
    array_view<int, 1> av(8, data);
    parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
        int a = 1;
        int b = 2;
        av[idx] = a;
        int& r = a + b;
        r = 3;
    });
}
