// expect: error amp-new-delete 16:18
// expect: error amp-new-delete 18:9
// new and delete in a kernel: errors at `new` and `delete` (the pointer itself is allowed).
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

int main() {
    std::vector<int> data;
    for (int i = 0; i < 8; i++) {
        data.push_back(i);
    }
    array_view<int, 1> av(8, data);
    parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
        int* p = new int(av[idx]);
        av[idx] = *p + 1;
        delete p;
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
