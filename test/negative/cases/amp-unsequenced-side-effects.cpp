// expect: error unsupported 19:19
// expect: error unsupported 21:20
// expect: error unsupported 23:32
// Side effects in kernels that the lowering (src/lower/) cannot order as g++ does: a variable
// modified and read by operands whose order C++ leaves open (undefined, or unspecified for a
// call's arguments), and a for step whose side effect runs only under a condition. Each is
// reported at the expression whose operands conflict, or at the step.
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
        int k = 0;
        for (int n = 0; n < 4; n++, k > 1 && k--)
            av[idx] += k;
    });
    av.synchronize();
    return 0;
}
