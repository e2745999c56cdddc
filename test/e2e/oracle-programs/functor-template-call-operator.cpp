// Function objects whose operator() is a member template: called directly, passed to a
// generic kernel helper as `Op op` and applied per element, and chosen against a plain overload.
#include <amp.h>
#include <string>
#include <iostream>
#include <vector>

using namespace concurrency;

struct AddOp { template <typename T> T operator()(T a, T b) const restrict(amp, cpu) { return a + b; } };
struct MulOp { template <typename T> T operator()(T a, T b) const restrict(amp, cpu) { return a * b; } };

// A non-template overload is preferred over the template's instance when both match exactly.
struct Picky
{
    int operator()(int a) const { return a + 1000; }
    template <typename T> T operator()(T a) const { return a + a; }
};

struct Scale
{
    float factor;
    template <typename T> T operator()(T x) const restrict(amp, cpu) { return static_cast<T>(x * factor); }
};

template <typename T, typename Op>
void Transform(std::vector<T>& out, const std::vector<T>& a, const std::vector<T>& b, Op op)
{
    array_view<const T, 1> av(static_cast<int>(a.size()), a);
    array_view<const T, 1> bv(static_cast<int>(b.size()), b);
    array_view<T, 1> ov(static_cast<int>(out.size()), out);
    ov.discard_data();
    parallel_for_each(ov.extent, [=](index<1> i) restrict(amp) { ov[i] = op(av[i], bv[i]); });
    ov.synchronize();
}

int main()
{
    AddOp add;
    MulOp mul;
    std::cout << add(1, 2) << " " << add(1.5, 2.25) << " " << mul(3u, 4u) << std::endl;
    Picky p;
    std::cout << p(1) << " " << p(2.5) << " " << p(3L) << std::endl;
    Scale half{0.5f};
    std::cout << half(9) << " " << half(9.0f) << std::endl;

    std::vector<int> a(8), b(8), c(8);
    for (int i = 0; i < 8; ++i) { a[i] = i; b[i] = 10 - i; }
    Transform(c, a, b, AddOp());
    for (int x : c) std::cout << x << " ";
    std::cout << std::endl;
    Transform(c, a, b, mul);
    for (int x : c) std::cout << x << " ";
    std::cout << std::endl;
    std::vector<float> fa(4, 1.5f), fb(4, 2.0f), fc(4);
    Transform(fc, fa, fb, MulOp());
    std::cout << fc[0] << " " << fc[3] << std::endl;

    std::vector<float> v(4);
    array_view<float, 1> vv(4, v);
    parallel_for_each(vv.extent, [=](index<1> i) restrict(amp) { vv[i] = half(static_cast<float>(i[0]) + 1.0f); });
    vv.synchronize();
    std::cout << v[0] << " " << v[3] << std::endl;
    return 0;
}
