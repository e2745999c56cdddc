// expect: error unsupported 20:19
// expect: error unsupported 13:45
// Side effects in kernels that the lowering (src/lower/) cannot order as g++ does: a variable
// modified and read by operands whose order C++ leaves open (undefined, or unspecified for a
// call's arguments in a restrict(amp, cpu) function, whose host body keeps the order as written;
// elsewhere a call's arguments run in g++'s order). Each is reported at the expression whose
// operands conflict.
#include <vector>
#include <amp.h>
using namespace concurrency;

int pair(int a, int b) restrict(amp, cpu) { return a * 10 + b; }
int both(int j) restrict(amp, cpu) { return pair(j, ++j); }

int main() {
    std::vector<int> data(8, 0);
    array_view<int, 1> av(8, data);
    parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
        int i = idx[0];
        av[idx] = i + i++;
        int j = 0;
        av[idx] += both(j);
    });
    av.synchronize();
    return 0;
}
