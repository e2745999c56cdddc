// expect: error view-element-type 8:16
#include <amp.h>
#include <vector>
using namespace concurrency;

int main() {
    std::vector<char> data(8, 'a');
    array_view<char, 1> av(8, data);
    parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
    });
}
