// expect: none
// Pointers in host code are ordinary C++ (the docs' SetConsoleSize does the same);
// the kernel uses none, so there is nothing to report.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

struct Box {
    int size;
};

int main() {
    Box* box = new Box();
    box->size = 3;
    std::vector<int> data;
    for (int i = 0; i < 8; i++) {
        data.push_back(i);
    }
    array_view<int, 1> av(8, data);
    int step = box->size;
    parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
        av[idx] = av[idx] + step;
    });
    av.synchronize();
    std::cout << av(0) << " " << box->size << "\n";
}
