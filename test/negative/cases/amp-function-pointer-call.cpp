// expect: error amp-function-pointer 10:24
// A function pointer parameter of an amp function: C++ AMP forbids function pointers in
// restrict(amp) code, whatever the pointer is used for (here, a call through it).
#include <amp.h>
using namespace concurrency;

int Twice(int a) restrict(amp) {
    return 2 * a;
}
int Apply(int v, int (*fn)(int)) restrict(amp) {
    return fn(v);
}

int main() {
    std::vector<int> data(8);
    array_view<int, 1> av(8, data);
    parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
        av[idx] = Twice(av[idx]);
    });
    return 0;
}
