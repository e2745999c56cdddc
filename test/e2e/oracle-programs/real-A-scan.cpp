//--------------------------------------------------------------------------------------
// File: Scan.cpp
//
// Prefix sum (scan) in C++ AMP, in the style of the C++ AMP samples: a tiled scan of each
// tile in tile_static memory (Hillis-Steele, double-buffered), a scan of the tile sums, and
// a pass that adds each tile's offset. Inclusive and exclusive results are verified against
// std::partial_sum.
//--------------------------------------------------------------------------------------
#include <amp.h>
#include <iostream>
#include <vector>
#include <numeric>
#include <cstdlib>
#include <cassert>

using namespace concurrency;

#define SCAN_TILE_SIZE 64

namespace scan_detail
{
    // Returns the value of the tile's scan at local_idx: inclusive prefix sums of the tile's elements.
    template <int TILE_SIZE, typename T>
    T scan_tile(T value, tiled_index<TILE_SIZE> tidx) restrict(amp)
    {
        tile_static T buffer[2][TILE_SIZE];
        const int local_idx = tidx.local[0];
        int in = 0;
        buffer[in][local_idx] = value;
        tidx.barrier.wait();

        for (int offset = 1; offset < TILE_SIZE; offset *= 2)
        {
            int out = 1 - in;
            if (local_idx >= offset)
                buffer[out][local_idx] = buffer[in][local_idx] + buffer[in][local_idx - offset];
            else
                buffer[out][local_idx] = buffer[in][local_idx];
            in = out;
            tidx.barrier.wait();
        }
        return buffer[in][local_idx];
    }
}

template <int TILE_SIZE, typename T>
class scan
{
public:
    typedef T value_type;
    static const int tile_size = TILE_SIZE;

    explicit scan(int size) : m_size(size), m_tile_count((size + TILE_SIZE - 1) / TILE_SIZE) {}

    // Inclusive scan of input into output (both of m_size elements).
    void inclusive(array_view<const T, 1> input, array_view<T, 1> output) const
    {
        assert(input.extent[0] == m_size);
        std::vector<T> sums(m_tile_count);
        array_view<T, 1> tile_sums(m_tile_count, sums);
        tile_sums.discard_data();
        output.discard_data();

        // Pass 1: each tile's own scan, and its total.
        const int n = m_size;
        parallel_for_each(extent<1>(m_tile_count * TILE_SIZE).template tile<TILE_SIZE>(), [=] (tiled_index<TILE_SIZE> tidx) restrict(amp)
        {
            const int gid = tidx.global[0];
            T value = gid < n ? input[gid] : T(0);
            T prefix = scan_detail::scan_tile<TILE_SIZE, T>(value, tidx);
            if (gid < n)
                output[gid] = prefix;
            if (tidx.local[0] == TILE_SIZE - 1)
                tile_sums[tidx.tile] = prefix;
        });

        // The tile totals are few: scanned on the CPU, as the samples do for the last level.
        tile_sums.synchronize();
        std::partial_sum(sums.begin(), sums.end(), sums.begin());
        array_view<const T, 1> offsets(m_tile_count, sums);

        // Pass 2: add the sum of all earlier tiles to each element.
        parallel_for_each(output.extent, [=] (index<1> idx) restrict(amp)
        {
            int tile = idx[0] / TILE_SIZE;
            if (tile > 0)
                output[idx] += offsets[tile - 1];
        });
    }

    // Exclusive scan: each element is the sum of those before it.
    void exclusive(array_view<const T, 1> input, array_view<T, 1> output) const
    {
        std::vector<T> inclusive_result(m_size);
        array_view<T, 1> inc(m_size, inclusive_result);
        inclusive(input, inc);
        output.discard_data();
        parallel_for_each(output.extent, [=] (index<1> idx) restrict(amp)
        {
            output[idx] = inc[idx] - input[idx];
        });
    }

private:
    const int m_size;
    const int m_tile_count;
};

template <typename T>
bool verify(const std::vector<T>& input, const std::vector<T>& inc, const std::vector<T>& exc)
{
    std::vector<T> expected(input.size());
    std::partial_sum(input.begin(), input.end(), expected.begin());
    for (size_t i = 0; i < input.size(); i++)
    {
        if (inc[i] != expected[i] || exc[i] != expected[i] - input[i])
        {
            std::cout << "mismatch at " << i << ": " << inc[i] << " vs " << expected[i] << std::endl;
            return false;
        }
    }
    return true;
}

template <typename T>
bool run(int size)
{
    std::vector<T> input(size);
    for (int i = 0; i < size; i++)
        input[i] = static_cast<T>(rand() % 100);
    std::vector<T> inc(size), exc(size);

    scan<SCAN_TILE_SIZE, T> s(size);
    {
        array_view<const T, 1> in(size, input);
        array_view<T, 1> out_inc(size, inc);
        array_view<T, 1> out_exc(size, exc);
        s.inclusive(in, out_inc);
        s.exclusive(in, out_exc);
        out_inc.synchronize();
        out_exc.synchronize();
    }

    bool ok = verify(input, inc, exc);
    std::cout << "scan of " << size << " elements (tile " << scan<SCAN_TILE_SIZE, T>::tile_size << "): "
              << (ok ? "PASSED" : "FAILED") << ", total " << inc[size - 1] << std::endl;
    return ok;
}

int main()
{
    srand(42);
    bool ok = run<int>(4096);
    ok = run<int>(1000) && ok;
    ok = run<unsigned int>(SCAN_TILE_SIZE * SCAN_TILE_SIZE + 1) && ok;
    ok = run<float>(777) && ok;
    return ok ? 0 : 1;
}
