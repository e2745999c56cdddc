// expect: error amp-call-non-amp 22:21
// A kernel calls a member function without restrict(amp): the caret is on the member name.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

struct Counter {
    int value;
    int Get() const { return value; }
};

int main() {
    std::vector<int> data;
    for (int i = 0; i < 8; i++) {
        data.push_back(i);
    }
    array_view<int, 1> av(8, data);
    parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
        Counter c;
        c.value = av[idx];
        av[idx] = c.Get() + 1;
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
