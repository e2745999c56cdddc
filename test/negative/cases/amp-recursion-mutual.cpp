// expect: error amp-recursion 11:6
// Two restrict(amp) functions that call each other: one error for the cycle, at the
// first function of the cycle that is defined (IsEven; IsOdd is only declared above it).
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

bool IsOdd(int n) restrict(amp);

bool IsEven(int n) restrict(amp) {
    return n == 0 ? true : IsOdd(n - 1);
}

bool IsOdd(int n) restrict(amp) {
    return n == 0 ? false : IsEven(n - 1);
}

int main() {
    std::vector<int> data;
    for (int i = 0; i < 8; i++) {
        data.push_back(i);
    }
    array_view<int, 1> av(8, data);
    parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
        av[idx] = IsEven(av[idx]) ? 1 : 0;
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
