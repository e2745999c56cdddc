// HCC's restrict(auto): helpers whose restriction is inferred from their bodies, called from a
// kernel (inferred restrict(cpu, amp)) and from the host; one helper breaks the amp rules and is
// inferred restrict(cpu), which the host may still call.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

int Square(int x) restrict(cpu, amp) { return x * x; }

int SumOfSquares(int a, int b) restrict(auto) {
    return Square(a) + Square(b);
}

void Nothing() restrict(cpu, auto) {}

int Clamp(int x, int lo, int hi) restrict(cpu, auto) {
    Nothing();
    if (x < lo) return lo;
    if (x > hi) return hi;
    return x;
}

int HostOnly(int x) { return x + 100; }

int Shift(int x) restrict(auto) {
    return HostOnly(x) * 2; // calls a restrict(cpu) function: restrict(cpu) only
}

int main() {
    std::vector<int> data(8);
    for (int i = 0; i < 8; i++) data[i] = i - 2;
    array_view<int, 1> av(8, data);
    parallel_for_each(av.extent, [=](index<1> idx) restrict(amp, auto) {
        av[idx] = Clamp(SumOfSquares(av[idx], idx[0]), 0, 30);
    });
    for (int i = 0; i < 8; i++) std::cout << av[i] << " ";
    std::cout << "\n" << SumOfSquares(3, 4) << " " << Clamp(-5, 0, 9) << "\n";
    std::cout << Shift(3) << "\n";
    return 0;
}
