// A library-style generic reduction, as C++ AMP helper libraries write it: one template over
// the element type and a binary functor whose call operator is restrict(amp, cpu), with the
// functor's identity from std::numeric_limits, a traits class and static_asserts guarding the
// instantiations. Each instance runs a tiled tree reduction on the accelerator and compares
// with std::accumulate-style folding on the CPU.
#include <amp.h>
#include <iostream>
#include <limits>
#include <type_traits>
#include <vector>
#include <cstdio>
#include <cassert>

using namespace concurrency;

#define TILE 64
#define MAX_TILES 32

template <typename T>
struct plus_op
{
    typedef T value_type;
    static T identity() { return T(0); }
    T operator()(T a, T b) const restrict(amp, cpu) { return a + b; }
};

template <typename T>
struct max_op
{
    typedef T value_type;
    static T identity() { return std::numeric_limits<T>::lowest(); }
    T operator()(T a, T b) const restrict(amp, cpu) { return a > b ? a : b; }
};

template <typename T>
struct min_op
{
    typedef T value_type;
    static T identity() { return std::numeric_limits<T>::max(); }
    T operator()(T a, T b) const restrict(amp, cpu) { return a < b ? a : b; }
};

struct bit_or_op
{
    typedef unsigned int value_type;
    static unsigned int identity() { return 0u; }
    unsigned int operator()(unsigned int a, unsigned int b) const restrict(amp, cpu) { return a | b; }
};

// Which element types the accelerator can reduce
template <typename T> struct is_amp_scalar { static const bool value = false; };
template <> struct is_amp_scalar<int> { static const bool value = true; };
template <> struct is_amp_scalar<unsigned int> { static const bool value = true; };
template <> struct is_amp_scalar<float> { static const bool value = true; };

template <typename T, typename BinaryOp>
T reduce(const std::vector<T>& data, BinaryOp op)
{
    static_assert(is_amp_scalar<T>::value, "reduce: T must be int, unsigned int or float");
    static_assert(std::is_same<T, typename BinaryOp::value_type>::value, "reduce: functor type mismatch");
    assert(!data.empty());

    const int n = static_cast<int>(data.size());
    int tiles = (n + TILE - 1) / TILE;
    if (tiles > MAX_TILES) tiles = MAX_TILES;
    const T identity = BinaryOp::identity();

    array_view<const T, 1> in(n, data);
    std::vector<T> partial(tiles);
    array_view<T, 1> partial_view(tiles, partial);
    partial_view.discard_data();

    parallel_for_each(extent<1>(tiles * TILE).template tile<TILE>(), [=](tiled_index<TILE> tidx) restrict(amp)
    {
        tile_static T scratch[TILE];
        const int local = tidx.local[0];
        // Grid-stride: each thread folds every (tiles*TILE)-th element first
        T acc = identity;
        for (int i = tidx.global[0]; i < n; i += tiles * TILE)
            acc = op(acc, in[i]);
        scratch[local] = acc;
        tidx.barrier.wait();
        for (int stride = TILE / 2; stride > 0; stride /= 2)
        {
            if (local < stride)
                scratch[local] = op(scratch[local], scratch[local + stride]);
            tidx.barrier.wait();
        }
        if (local == 0)
            partial_view[tidx.tile[0]] = scratch[0];
    });
    partial_view.synchronize();

    T result = identity;
    for (const T& p : partial)
        result = op(result, p);
    return result;
}

template <typename T, typename BinaryOp>
T reduce_cpu(const std::vector<T>& data, BinaryOp op)
{
    T result = BinaryOp::identity();
    for (size_t i = 0; i < data.size(); ++i)
        result = op(result, data[i]);
    return result;
}

template <typename T, typename BinaryOp>
bool check(const char* name, const std::vector<T>& data, BinaryOp op)
{
    T gpu = reduce(data, op);
    T cpu = reduce_cpu(data, op);
    bool ok = gpu == cpu;
    std::cout << name << " = " << gpu << (ok ? " (matches CPU)" : " (CPU differs)") << std::endl;
    return ok;
}

int main()
{
    const int N = 5000;
    std::vector<int> ints(N);
    std::vector<unsigned int> bits(N);
    std::vector<float> floats(N);
    unsigned int state = 7u;
    for (int i = 0; i < N; ++i)
    {
        state = state * 1664525u + 1013904223u;
        ints[i] = int(state >> 20) - 2048;
        bits[i] = 1u << (state % 29u);
        // multiples of 1/8 with small magnitude: every partial sum is exact in float
        floats[i] = float(int(state >> 24) - 128) * 0.125f;
    }

    int passed = 0;
    passed += check("sum<int>", ints, plus_op<int>());
    passed += check("max<int>", ints, max_op<int>());
    passed += check("min<int>", ints, min_op<int>());
    passed += check("or<unsigned>", bits, bit_or_op());
    passed += check("sum<float>", floats, plus_op<float>());
    passed += check("max<float>", floats, max_op<float>());
    passed += check("min<unsigned>", bits, min_op<unsigned int>());

    std::vector<float> negatives(100, -3.5f);
    passed += check("max<float> all negative", negatives, max_op<float>());
    std::vector<int> single(1, 42);
    passed += check("sum<int> single", single, plus_op<int>());

    printf("lowest float is %g, max int is %d\n", std::numeric_limits<float>::lowest(), std::numeric_limits<int>::max());
    printf("%d of 9 passed\n", passed);
    return passed == 9 ? 0 : 1;
}
