// expect: error amp-call-non-amp 19:19
// A static local breaks the restrict(amp) rules, so restrict(auto) infers restrict(cpu) only,
// and the kernel cannot call it.
#include <vector>
#include <amp.h>
using namespace concurrency;

int Triple(int x) restrict(auto) {
    static int calls = 0;
    calls++;
    return x * 3;
}

int main() {
    std::vector<int> data(8);
    array_view<int, 1> av(8, data);
    Triple(1);
    parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
        av[idx] = Triple(av[idx]);
    });
    return 0;
}
