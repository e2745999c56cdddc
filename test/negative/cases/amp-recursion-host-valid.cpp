// expect: none
// Recursion in host code is fine; the kernel calls only a non-recursive amp helper.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

int Fibonacci(int n) {
    return n < 2 ? n : Fibonacci(n - 1) + Fibonacci(n - 2);
}

int Square(int n) restrict(amp) {
    return n * n;
}

int main() {
    std::vector<int> data;
    for (int i = 0; i < 8; i++) {
        data.push_back(Fibonacci(i));
    }
    array_view<int, 1> av(8, data);
    parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
        av[idx] = Square(av[idx]);
    });
    av.synchronize();
    std::cout << av(7) << "\n";
}
