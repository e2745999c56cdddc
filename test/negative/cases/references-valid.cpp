// expect: none
// References in amp code: a non-const reference parameter, a const one, a local alias of a view element.
#include <amp.h>
#include <vector>
using namespace concurrency;

void Accumulate(int& total, const int& value) restrict(amp) { total += value; }

int main() {
    std::vector<int> data(8, 1);
    array_view<int, 1> av(8, data);
    parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
        int sum = 0;
        Accumulate(sum, av[idx]);
        int& slot = av[idx];
        slot = sum * 2;
    });
    av.synchronize();
}
