// A cast of a vector's data() to a pointer to its elements (`(int*)va.data()`, as HCC's tests write
// it) is the conversion `int* p = v.data();` makes, explicit.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

int main() {
    std::vector<int> va{1, 2, 3, 4, 5};
    std::vector<float> vf{0.5f, 1.5f, 2.5f};
    int* a = (int*)va.data();
    const int* c = static_cast<const int*>(va.data());
    float* f = (float*)vf.data();
    a[1] = 20;
    f[2] *= 2;
    array_view<int, 1> av(5, a);
    parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] += 100; });
    av.synchronize();
    for (int x : va) std::cout << x << " ";
    std::cout << c[4] << " " << vf[2] << std::endl;
    return 0;
}
