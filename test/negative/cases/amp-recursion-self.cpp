// expect: error amp-recursion 8:5
// A restrict(amp) function that calls itself: the caret is on its name in its declaration.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

int Factorial(int n) restrict(amp) {
    return n <= 1 ? 1 : n * Factorial(n - 1);
}

int main() {
    std::vector<int> data;
    for (int i = 0; i < 8; i++) {
        data.push_back(i);
    }
    array_view<int, 1> av(8, data);
    parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
        av[idx] = Factorial(av[idx] % 5);
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
