// expect: error unsupported 17:13
// expect: error unsupported 27:5
// Assigning a view local of a kernel, in a loop, and a view parameter of an amp function:
// the view would no longer name one captured view known at compile time. The caret is on the view.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

int first(array_view<int, 1> v, array_view<int, 1> w) restrict(amp);

void run(array_view<int, 1> av, array_view<int, 1> bv, array_view<int, 1> ov) {
    parallel_for_each(ov.extent, [=](index<1> idx) restrict(amp) {
        array_view<int, 1> src = av.section(idx[0], 1);
        int s = 0;
        for (int k = 0; k < 2; k++) {
            src = bv;
            s += src[0];
        }
        ov[idx] = s + first(av, bv);
    });
}

// A parameter assigned: the caller's view is no longer what the copy of the function reads.
int first(array_view<int, 1> v, array_view<int, 1> w) restrict(amp) {
    int x = v[0];
    v = w;
    return x + v[0];
}

int main() {
    std::vector<int> a(8, 1), b(8, 2), o(8);
    array_view<int, 1> av(8, a), bv(8, b), ov(8, o);
    run(av, bv, ov);
    ov.synchronize();
    std::cout << o[0] << "\n";
}
