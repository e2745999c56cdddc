//--------------------------------------------------------------------------------------
// File: Reduction.cpp
//
// The reduction algorithms of "Parallel reduction using C++ AMP": a CPU reference, two
// simple (untiled) versions, four tiled versions with tile_static memory (interleaved
// addressing with and without divergence, sequential addressing, the first add during
// the load), a cascade over a fixed number of tiles, and versions for sizes that are
// not a multiple of the tile: tiled_extent::pad() and tiled_extent::truncate().
//
// The inputs are small integers stored as floats, so every sum is exact in float and
// every algorithm must give the CPU's result exactly.
//--------------------------------------------------------------------------------------
#include <amp.h>
#include <iostream>
#include <iomanip>
#include <vector>
#include <numeric>
#include <algorithm>
#include <cassert>
#include <climits>
#include <cstdlib>
#include <utility>

using namespace concurrency;

#define DEFAULT_TILE_SIZE 256

//----------------------------------------------------------------------------
// 1. Sequential reduction on the CPU
//----------------------------------------------------------------------------
float sequential_reduction(const std::vector<float>& source)
{
    return std::accumulate(source.begin(), source.end(), 0.f);
}

//----------------------------------------------------------------------------
// 2. Simple: each pass halves the array, each thread adding two elements
//----------------------------------------------------------------------------
float reduction_simple_1(const std::vector<float>& source)
{
    assert(source.size() <= UINT_MAX);
    unsigned element_count = static_cast<unsigned>(source.size());
    assert(element_count != 0); // Cannot reduce an empty sequence.
    if (element_count == 1)
    {
        return source[0];
    }

    // Using array, as we mostly need just temporary memory to store
    // the algorithm state between iterations and in the end we have to copy
    // back only the first element.
    array<float, 1> a(element_count, source.begin());

    // Takes care of odd input elements - we could completely avoid tail sum
    // if we would require source to have even number of elements.
    float tail_sum = (element_count % 2) ? source[element_count - 1] : 0;
    array_view<float, 1> av_tail_sum(1, &tail_sum);

    // Each thread reduces two elements.
    for (unsigned s = element_count / 2; s > 0; s /= 2)
    {
        parallel_for_each(extent<1>(s), [=, &a] (index<1> idx) restrict(amp)
        {
            a[idx] = a[idx] + a[idx + s];

            // Reduce the tail in cases where the number of elements is odd.
            if ((idx[0] == s - 1) && (s & 0x1) && (s != 1))
            {
                av_tail_sum[0] += a[s - 1];
            }
        });
    }

    // Copy the results back to CPU.
    std::vector<float> result(1);
    copy(a.section(0, 1), result.begin());
    av_tail_sum.synchronize();

    return result[0] + tail_sum;
}

//----------------------------------------------------------------------------
// 3. Simple with a window: each thread adds window_width elements
//----------------------------------------------------------------------------
float reduction_simple_2(const std::vector<float>& source)
{
    assert(source.size() <= UINT_MAX);
    unsigned element_count = static_cast<unsigned>(source.size());
    assert(element_count != 0); // Cannot reduce an empty sequence.
    if (element_count == 1)
    {
        return source[0];
    }

    array<float, 1> a(element_count, source.begin());

    // Each thread reduces window_width elements.
    const unsigned window_width = 8;
    unsigned s = element_count;
    while (s >= window_width)
    {
        unsigned next = s / window_width;
        // The elements past next * window_width are added by the last thread.
        parallel_for_each(extent<1>(next), [=, &a] (index<1> idx) restrict(amp)
        {
            float sum = 0.f;
            for (unsigned i = 0; i < window_width; i++)
            {
                sum += a[idx + i * next];
            }
            if (idx[0] == next - 1)
            {
                for (unsigned i = next * window_width; i < s; i++)
                {
                    sum += a[i];
                }
            }
            a[idx] = sum;
        });
        s = next;
    }

    // Add the few that are left on the CPU.
    std::vector<float> result(s);
    copy(a.section(0, s), result.begin());
    return std::accumulate(result.begin(), result.end(), 0.f);
}

//----------------------------------------------------------------------------
// 4. Tiled: interleaved addressing, divergent threads
//----------------------------------------------------------------------------
template <unsigned _tile_size>
float reduction_tiled_1(const std::vector<float>& source)
{
    static_assert(_tile_size <= 1024, "Tile size must be less than or equal to 1024");

    assert(source.size() <= UINT_MAX);
    unsigned element_count = static_cast<unsigned>(source.size());
    assert(element_count != 0); // Cannot reduce an empty sequence.

    // Using arrays as temporary memory.
    array<float, 1> arr_1(element_count, source.begin());
    array<float, 1> arr_2((element_count / _tile_size) ? (element_count / _tile_size) : 1);

    // array_views may be swapped after each iteration.
    array_view<float, 1> av_src(arr_1);
    array_view<float, 1> av_dst(arr_2);
    av_dst.discard_data();

    // Reduce using parallel_for_each as long as the sequence length
    // is evenly divisible to the number of threads in the tile.
    while ((element_count % _tile_size) == 0)
    {
        parallel_for_each(extent<1>(element_count).tile<_tile_size>(), [=] (tiled_index<_tile_size> tidx) restrict(amp)
        {
            // Use tile_static as a scratchpad memory.
            tile_static float tile_data[_tile_size];

            unsigned local_idx = tidx.local[0];
            tile_data[local_idx] = av_src[tidx.global];
            tidx.barrier.wait();

            for (unsigned s = 1; s < _tile_size; s *= 2)
            {
                if (local_idx % (2 * s) == 0)
                {
                    tile_data[local_idx] += tile_data[local_idx + s];
                }

                tidx.barrier.wait();
            }

            // Store the tile result in the global memory.
            if (local_idx == 0)
            {
                av_dst[tidx.tile] = tile_data[0];
            }
        });

        // Update the sequence length, swap source with destination.
        element_count /= _tile_size;
        std::swap(av_src, av_dst);
        av_dst.discard_data();
    }

    // Perform any remaining reduction on the CPU.
    std::vector<float> result(element_count);
    copy(av_src.section(0, element_count), result.begin());
    return std::accumulate(result.begin(), result.end(), 0.f);
}

//----------------------------------------------------------------------------
// 5. Tiled: interleaved addressing, without divergence
//----------------------------------------------------------------------------
template <unsigned _tile_size>
float reduction_tiled_2(const std::vector<float>& source)
{
    static_assert(_tile_size <= 1024, "Tile size must be less than or equal to 1024");

    unsigned element_count = static_cast<unsigned>(source.size());
    assert(element_count != 0);

    array<float, 1> arr_1(element_count, source.begin());
    array<float, 1> arr_2((element_count / _tile_size) ? (element_count / _tile_size) : 1);
    array_view<float, 1> av_src(arr_1);
    array_view<float, 1> av_dst(arr_2);
    av_dst.discard_data();

    while ((element_count % _tile_size) == 0)
    {
        parallel_for_each(extent<1>(element_count).tile<_tile_size>(), [=] (tiled_index<_tile_size> tidx) restrict(amp)
        {
            tile_static float tile_data[_tile_size];

            unsigned local_idx = tidx.local[0];
            tile_data[local_idx] = av_src[tidx.global];
            tidx.barrier.wait();

            for (unsigned s = 1; s < _tile_size; s *= 2)
            {
                unsigned index = 2 * s * local_idx;
                if (index < _tile_size)
                {
                    tile_data[index] += tile_data[index + s];
                }

                tidx.barrier.wait();
            }

            if (local_idx == 0)
            {
                av_dst[tidx.tile] = tile_data[0];
            }
        });

        element_count /= _tile_size;
        std::swap(av_src, av_dst);
        av_dst.discard_data();
    }

    std::vector<float> result(element_count);
    copy(av_src.section(0, element_count), result.begin());
    return std::accumulate(result.begin(), result.end(), 0.f);
}

//----------------------------------------------------------------------------
// 6. Tiled: sequential addressing
//----------------------------------------------------------------------------
template <unsigned _tile_size>
float reduction_tiled_3(const std::vector<float>& source)
{
    static_assert(_tile_size <= 1024, "Tile size must be less than or equal to 1024");

    unsigned element_count = static_cast<unsigned>(source.size());
    assert(element_count != 0);

    array<float, 1> arr_1(element_count, source.begin());
    array<float, 1> arr_2((element_count / _tile_size) ? (element_count / _tile_size) : 1);
    array_view<float, 1> av_src(arr_1);
    array_view<float, 1> av_dst(arr_2);
    av_dst.discard_data();

    while ((element_count % _tile_size) == 0)
    {
        parallel_for_each(extent<1>(element_count).tile<_tile_size>(), [=] (tiled_index<_tile_size> tidx) restrict(amp)
        {
            tile_static float tile_data[_tile_size];

            unsigned local_idx = tidx.local[0];
            tile_data[local_idx] = av_src[tidx.global];
            tidx.barrier.wait();

            for (unsigned s = _tile_size / 2; s > 0; s /= 2)
            {
                if (local_idx < s)
                {
                    tile_data[local_idx] += tile_data[local_idx + s];
                }

                tidx.barrier.wait();
            }

            if (local_idx == 0)
            {
                av_dst[tidx.tile] = tile_data[0];
            }
        });

        element_count /= _tile_size;
        std::swap(av_src, av_dst);
        av_dst.discard_data();
    }

    std::vector<float> result(element_count);
    copy(av_src.section(0, element_count), result.begin());
    return std::accumulate(result.begin(), result.end(), 0.f);
}

//----------------------------------------------------------------------------
// 7. Tiled: reduced number of stalled threads (the first add during the load)
//----------------------------------------------------------------------------
template <unsigned _tile_size>
float reduction_tiled_4(const std::vector<float>& source)
{
    static_assert(_tile_size <= 1024, "Tile size must be less than or equal to 1024");

    unsigned element_count = static_cast<unsigned>(source.size());
    assert(element_count != 0);

    array<float, 1> arr_1(element_count, source.begin());
    array<float, 1> arr_2((element_count / _tile_size) ? (element_count / _tile_size) : 1);
    array_view<float, 1> av_src(arr_1);
    array_view<float, 1> av_dst(arr_2);
    av_dst.discard_data();

    // Each thread adds two elements as it loads them: half as many threads.
    while ((element_count % (_tile_size * 2)) == 0)
    {
        parallel_for_each(extent<1>(element_count / 2).tile<_tile_size>(), [=] (tiled_index<_tile_size> tidx) restrict(amp)
        {
            tile_static float tile_data[_tile_size];

            unsigned local_idx = tidx.local[0];

            // Partial reduction of the two halves of this tile's elements.
            unsigned rel_idx = tidx.tile[0] * (_tile_size * 2) + local_idx;
            tile_data[local_idx] = av_src[rel_idx] + av_src[rel_idx + _tile_size];
            tidx.barrier.wait();

            for (unsigned s = _tile_size / 2; s > 0; s /= 2)
            {
                if (local_idx < s)
                {
                    tile_data[local_idx] += tile_data[local_idx + s];
                }

                tidx.barrier.wait();
            }

            if (local_idx == 0)
            {
                av_dst[tidx.tile] = tile_data[0];
            }
        });

        element_count /= _tile_size * 2;
        std::swap(av_src, av_dst);
        av_dst.discard_data();
    }

    std::vector<float> result(element_count);
    copy(av_src.section(0, element_count), result.begin());
    return std::accumulate(result.begin(), result.end(), 0.f);
}

//----------------------------------------------------------------------------
// 8. Cascade: a fixed number of tiles, each thread first adding a stripe of the input
//----------------------------------------------------------------------------
template <unsigned _tile_size, unsigned _tile_count>
float reduction_cascade(const std::vector<float>& source)
{
    static_assert(_tile_count > 0, "Tile count must be positive!");
    static_assert(_tile_size <= 1024, "Tile size must be less than or equal to 1024");

    unsigned element_count = static_cast<unsigned>(source.size());
    assert(element_count != 0);

    array<float, 1> a(element_count, source.begin());
    array<float, 1> a_partial_result(_tile_count);

    parallel_for_each(extent<1>(_tile_count * _tile_size).tile<_tile_size>(), [=, &a, &a_partial_result] (tiled_index<_tile_size> tidx) restrict(amp)
    {
        // Use tile_static as a scratchpad memory.
        tile_static float tile_data[_tile_size];

        unsigned local_idx = tidx.local[0];

        // Reduce data strides of twice the tile size into tile_static memory.
        unsigned input_idx = (tidx.tile[0] * 2 * _tile_size) + local_idx;
        tile_data[local_idx] = 0;
        do
        {
            tile_data[local_idx] += a[input_idx] + a[input_idx + _tile_size];
            input_idx += 2 * _tile_size * _tile_count;
        } while (input_idx < element_count);

        tidx.barrier.wait();

        // Reduce to the tile result using multiple threads.
        for (unsigned stride = _tile_size / 2; stride > 0; stride /= 2)
        {
            if (local_idx < stride)
            {
                tile_data[local_idx] += tile_data[local_idx + stride];
            }

            tidx.barrier.wait();
        }

        // Store the tile result in the global memory.
        if (local_idx == 0)
        {
            a_partial_result[tidx.tile[0]] = tile_data[0];
        }
    });

    // Reduce results from all tiles on the CPU.
    std::vector<float> v_partial_result(_tile_count);
    copy(a_partial_result, v_partial_result.begin());
    return std::accumulate(v_partial_result.begin(), v_partial_result.end(), 0.f);
}

//----------------------------------------------------------------------------
// Any size: the tiled extent padded to whole tiles, the threads past the end adding 0
//----------------------------------------------------------------------------
template <int _tile_size>
float reduction_padded(const std::vector<float>& source)
{
    int element_count = static_cast<int>(source.size());
    array_view<const float, 1> av_src(element_count, source);
    int tile_count = (element_count + _tile_size - 1) / _tile_size;
    std::vector<float> partial(tile_count);
    array_view<float, 1> av_partial(tile_count, partial);
    av_partial.discard_data();

    tiled_extent<_tile_size> domain = av_src.extent.template tile<_tile_size>().pad();
    assert(domain[0] == tile_count * _tile_size);
    parallel_for_each(domain, [=] (tiled_index<_tile_size> tidx) restrict(amp)
    {
        tile_static float tile_data[_tile_size];
        int local_idx = tidx.local[0];
        tile_data[local_idx] = (tidx.global[0] < element_count) ? av_src[tidx.global] : 0.f;
        tidx.barrier.wait();

        for (int s = _tile_size / 2; s > 0; s /= 2)
        {
            if (local_idx < s)
                tile_data[local_idx] += tile_data[local_idx + s];
            tidx.barrier.wait();
        }

        if (local_idx == 0)
            av_partial[tidx.tile] = tile_data[0];
    });
    av_partial.synchronize();
    return std::accumulate(partial.begin(), partial.end(), 0.f);
}

//----------------------------------------------------------------------------
// Any size: the tiled extent truncated to whole tiles, the rest added on the CPU
//----------------------------------------------------------------------------
template <int _tile_size>
float reduction_truncated(const std::vector<float>& source)
{
    int element_count = static_cast<int>(source.size());
    array_view<const float, 1> av_src(element_count, source);
    tiled_extent<_tile_size> domain = av_src.extent.template tile<_tile_size>().truncate();
    int tile_count = domain[0] / _tile_size;
    array<float, 1> partial(tile_count > 0 ? tile_count : 1);

    if (tile_count > 0)
    {
        parallel_for_each(domain, [=, &partial] (tiled_index<_tile_size> tidx) restrict(amp)
        {
            tile_static float tile_data[_tile_size];
            int local_idx = tidx.local[0];
            tile_data[local_idx] = av_src[tidx.global];
            tidx.barrier.wait();

            for (int s = _tile_size / 2; s > 0; s /= 2)
            {
                if (local_idx < s)
                    tile_data[local_idx] += tile_data[local_idx + s];
                tidx.barrier.wait();
            }

            if (local_idx == 0)
                partial[tidx.tile] = tile_data[0];
        });
    }

    std::vector<float> result(tile_count > 0 ? tile_count : 1, 0.f);
    if (tile_count > 0)
        copy(partial, result.begin());
    float sum = std::accumulate(result.begin(), result.end(), 0.f);
    // The elements the truncated extent left out.
    for (int i = domain[0]; i < element_count; i++)
        sum += source[i];
    return sum;
}

//----------------------------------------------------------------------------
// Run one algorithm and check it against the CPU
//----------------------------------------------------------------------------
typedef float (*reduction_function)(const std::vector<float>&);

bool check(const char* name, reduction_function f, const std::vector<float>& source, float expected)
{
    float result = f(source);
    bool passed = (result == expected);
    std::cout << std::left << std::setw(24) << name << std::right << std::setw(12) << std::fixed << std::setprecision(1)
              << result << (passed ? "  PASSED" : "  FAILED") << std::endl;
    return passed;
}

int main()
{
    srand(2012);

    const unsigned element_count = 65536;
    std::vector<float> source(element_count);
    for (unsigned i = 0; i < element_count; i++)
    {
        // Integers: every sum below is exact in float.
        source[i] = static_cast<float>(rand() % 10);
    }

    float expected = sequential_reduction(source);
    std::cout << "Reducing " << element_count << " elements, expected sum " << std::fixed << std::setprecision(1) << expected << std::endl;

    bool ok = true;
    ok &= check("reduction_simple_1", reduction_simple_1, source, expected);
    ok &= check("reduction_simple_2", reduction_simple_2, source, expected);
    ok &= check("reduction_tiled_1", reduction_tiled_1<DEFAULT_TILE_SIZE>, source, expected);
    ok &= check("reduction_tiled_2", reduction_tiled_2<DEFAULT_TILE_SIZE>, source, expected);
    ok &= check("reduction_tiled_3", reduction_tiled_3<DEFAULT_TILE_SIZE>, source, expected);
    ok &= check("reduction_tiled_4", reduction_tiled_4<DEFAULT_TILE_SIZE>, source, expected);
    ok &= check("reduction_cascade", reduction_cascade<DEFAULT_TILE_SIZE, 16>, source, expected);

    // Sizes that are not a multiple of the tile size.
    std::vector<float> odd(source.begin(), source.begin() + 10007);
    float expected_odd = sequential_reduction(odd);
    std::cout << "Reducing " << odd.size() << " elements, expected sum " << expected_odd << std::endl;
    ok &= check("reduction_simple_1", reduction_simple_1, odd, expected_odd);
    ok &= check("reduction_simple_2", reduction_simple_2, odd, expected_odd);
    ok &= check("reduction_tiled_3", reduction_tiled_3<DEFAULT_TILE_SIZE>, odd, expected_odd);
    ok &= check("reduction_padded", reduction_padded<DEFAULT_TILE_SIZE>, odd, expected_odd);
    ok &= check("reduction_truncated", reduction_truncated<DEFAULT_TILE_SIZE>, odd, expected_odd);
    ok &= check("reduction_truncated<64>", reduction_truncated<64>, odd, expected_odd);

    std::cout << (ok ? "All reductions PASSED" : "Some reductions FAILED") << std::endl;
    return ok ? 0 : 1;
}
