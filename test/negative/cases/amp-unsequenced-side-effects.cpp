// expect: error unsupported 17:19
// expect: error unsupported 19:20
// Side effects in kernels that the lowering (src/lower/) cannot order as g++ does: a variable
// modified and read by operands whose order C++ leaves open (undefined, or unspecified for a
// call's arguments). Each is reported at the expression whose operands conflict.
#include <vector>
#include <amp.h>
using namespace concurrency;

int pair(int a, int b) restrict(amp) { return a * 10 + b; }

int main() {
    std::vector<int> data(8, 0);
    array_view<int, 1> av(8, data);
    parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
        int i = idx[0];
        av[idx] = i + i++;
        int j = 0;
        av[idx] += pair(j, ++j);
    });
    av.synchronize();
    return 0;
}
