#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;
struct Params { float scale; int offset; };
float Scale(float x) restrict(cpu) { return x * 100.0f; }
float Scale(float x) restrict(amp) { return x * 2.0f; }
int Pick(int a) restrict(amp) { return a + 1; }
int Pick(int a, int b) restrict(amp) { return a + b; }
int main() {
    Params p = { 1.5f, 10 };
    std::vector<float> v(8, 0.0f);
    for (int i = 0; i < 8; i++) v[i] = (float)i;
    array_view<float, 1> av(8, v);
    parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
        av[idx] = Scale(av[idx] * p.scale) + (float)(Pick(p.offset) + Pick(1, 2));
    });
    for (int i = 0; i < 8; i++) std::cout << av[i] << " ";
    std::cout << Scale(1.0f) << "\n";
}
