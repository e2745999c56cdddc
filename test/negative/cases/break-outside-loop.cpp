// expect: error jump-outside-loop 11:26
// expect: error jump-outside-loop 13:9
#include <amp.h>
#include <vector>
using namespace concurrency;

int main() {
    std::vector<int> data(8, 0);
    array_view<int, 1> av(8, data);
    parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
        if (idx[0] == 0) break;
        av[idx] = 1;
        continue;
    });
}
