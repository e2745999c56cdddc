// Non-const references to scalars as parameters of host functions: locals, struct fields,
// vector and array elements (the subscript bound once, at the call), references passed on,
// returned references, and restrict(amp, cpu) functions called from both sides.
#include <amp.h>
#include <amp_short_vectors.h>
#include <cstdio>
#include <vector>
using namespace concurrency;
using namespace concurrency::graphics;

struct stats { int count; float sum; bool seen; };

void bump(int& x, float& y) { x += 1; y *= 2.0f; }
void twice(int& x, float& y) { bump(x, y); bump(x, y); }
bool check(const std::vector<int>& v, int& mismatches, bool& any)
{
    mismatches = 0;
    for (size_t i = 0; i < v.size(); ++i)
        if (v[i] % 2 != 0) { ++mismatches; any = true; }
    return mismatches == 0;
}
int& slot(std::vector<int>& v, int i) { return v[i]; }
void swap_ints(int& a, int& b) { int t = a; a = b; b = t; }
void grow(int_2& p) { p = p + int_2(1, 2); }
struct counter
{
    int n;
    counter(int& seed) : n(seed) { seed += 10; }
    void take(int& out) const { out = n; }
    static void reset(int& x) { x = 0; }
    virtual void get(int& out) { out = n + 1; }
};
struct derived : counter
{
    derived(int& s) : counter(s) {}
    void get(int& out) override { out = n + 2; }
};
template <typename T> void twice_of(T& x) { x = x * 2; }
void inc(int& x) { ++x; }

void minmax(float x, float& lo, float& hi) restrict(amp, cpu)
{
    if (x < lo) lo = x;
    if (x > hi) hi = x;
}

int main()
{
    std::vector<int> v(5, 1);
    float f[3] = { 1.0f, 2.0f, 3.0f };
    stats s = { 0, 0.5f, false };
    int i = 2;
    bump(v[i], f[i]);          // v[2], f[2]
    bump(v[i++], f[0]);        // binds v[2]; i is 3 afterwards
    twice(s.count, s.sum);
    bump(slot(v, 4), f[1]);
    swap_ints(v[0], v[i]);
    int mismatches = -1;
    bool any = false;
    bool ok = check(v, mismatches, any);
    printf("v = %d %d %d %d %d, f = %g %g %g\n", v[0], v[1], v[2], v[3], v[4], f[0], f[1], f[2]);
    printf("s = %d %g, check %d (%d odd, any %d)\n", s.count, s.sum, ok, mismatches, any);

    int_2 p(3, 4);
    grow(p);
    printf("p = %d %d\n", p.x, p.y);

    // Constructors, const, static and virtual members, templates, and places behind pointers.
    int seed = 5;
    counter c(seed);
    int taken = 0, zeroed = 7, got = 0;
    c.take(taken);
    counter::reset(zeroed);
    counter* dp = new derived(seed);
    dp->get(got);
    float twice = 1.5f;
    twice_of(twice);
    twice_of(taken);
    int arr[3] = { 1, 2, 3 };
    int* q = arr;
    int k = 1;
    inc(*q);
    inc(q[k]);
    inc(*(q + 2));
    printf("seed %d, n %d, taken %d, zeroed %d, got %d, twice %g, arr %d %d %d\n", seed, c.n, taken, zeroed, got, twice, arr[0], arr[1], arr[2]);
    // Rows of a vector of vectors and of a 2-D array, the row chosen by a variable the subscript shares a name with.
    std::vector<std::vector<int>> rows(3, std::vector<int>(3, 0));
    int grid[3][3] = {};
    for (int i = 0; i < 3; ++i)
        for (int j = 0; j < 3; ++j) { inc(rows[i][j]); inc(rows[i][i]); inc(grid[i][j]); }
    printf("rows %d %d %d, grid %d\n", rows[0][0], rows[1][2], rows[2][2], grid[2][1]);
    delete dp;

    std::vector<float> data(64);
    for (int k = 0; k < 64; ++k) data[k] = float((k * 37) % 64) - 20.0f;
    float lo = 1000.0f, hi = -1000.0f;
    for (float x : data) minmax(x, lo, hi);
    std::vector<float> los(4), his(4);
    array_view<const float, 1> d(64, data);
    array_view<float, 1> l(4, los), h(4, his);
    parallel_for_each(l.extent, [=](index<1> t) restrict(amp) {
        float a = 1000.0f, b = -1000.0f;
        for (int k = t[0] * 16; k < t[0] * 16 + 16; ++k) minmax(d[k], a, b);
        l[t] = a;
        h[t] = b;
    });
    printf("cpu %g..%g, gpu quarters:", lo, hi);
    for (int k = 0; k < 4; ++k) printf(" %g..%g", l[k], h[k]);
    printf("\n");
    return 0;
}
