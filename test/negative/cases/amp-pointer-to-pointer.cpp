// expect: error amp-pointer-to-pointer 14:15
// expect: error amp-pointer-to-pointer 15:14
// expect: error amp-pointer-to-pointer 17:25
// A pointer to a pointer, an array of pointers, and a pointer parameter to a pointer in restrict(amp) code.
#include <vector>
#include <amp.h>
using namespace concurrency;

int main() {
    std::vector<int> data(8, 1);
    array_view<int, 1> av(8, data);
    parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
        int x = av[idx];
        int** pp;
        int* ps[2];
        int* p = &x;
        av[idx] = *p + (&p == 0);
    });
    return 0;
}
