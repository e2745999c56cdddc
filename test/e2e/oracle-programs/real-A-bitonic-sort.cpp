//--------------------------------------------------------------------------------------
// File: BitonicSort.cpp
//
// Implements bitonic sort in C++ AMP, in the style of the C++ AMP sample projects:
// a tiled sort kernel on tile_static memory, a tiled transpose, and verification
// against std::sort.
//--------------------------------------------------------------------------------------
#include <amp.h>
#include <iostream>
#include <vector>
#include <algorithm>
#include <cstdlib>
#include <cassert>

using namespace concurrency;

// Should be a power of 2; NUM_ELEMENTS is BITONIC_TILE_SIZE squared
#define BITONIC_TILE_SIZE 128
#define TRANSPOSE_TILE_SIZE 16

// Should be a square matrix
#define NUM_ELEMENTS (BITONIC_TILE_SIZE * BITONIC_TILE_SIZE)
#define MATRIX_WIDTH BITONIC_TILE_SIZE
#define MATRIX_HEIGHT (NUM_ELEMENTS / BITONIC_TILE_SIZE)

//----------------------------------------------------------------------------
// Kernel implements partial sorting on an accelerator, in tile_static memory
//----------------------------------------------------------------------------
template <typename _type>
void bitonic_sort_kernel(array<_type, 1>& data_arr, unsigned ulevel, unsigned ulevelmask, tiled_index<BITONIC_TILE_SIZE> tidx) restrict (amp)
{
    tile_static _type sh_data[BITONIC_TILE_SIZE];

    int local_idx = tidx.local[0];
    int global_idx = tidx.global[0];

    // Cooperatively load data - each thread will load data from global memory
    // into tile_static
    sh_data[local_idx] = data_arr[global_idx];

    // Wait till all threads have loaded their portion of data
    tidx.barrier.wait();

    // Sort data in tile_static memory
    for (unsigned int j = ulevel >> 1; j > 0; j >>= 1)
    {
        _type result = ((sh_data[local_idx & ~j] <= sh_data[local_idx | j]) == (bool)(ulevelmask & global_idx)) ? sh_data[local_idx ^ j] : sh_data[local_idx];
        tidx.barrier.wait();

        sh_data[local_idx] = result;
        tidx.barrier.wait();
    }

    // Store shared data
    data_arr[global_idx] = sh_data[local_idx];
}

//----------------------------------------------------------------------------
// Kernel implements 2D matrix transpose
//----------------------------------------------------------------------------
template <typename _type>
void transpose_kernel(array<_type, 1>& data_in, array<_type, 1>& data_out, unsigned width, unsigned height, tiled_index<TRANSPOSE_TILE_SIZE, TRANSPOSE_TILE_SIZE> tidx) restrict (amp)
{
    tile_static _type transpose_shared_data[TRANSPOSE_TILE_SIZE][TRANSPOSE_TILE_SIZE];

    transpose_shared_data[tidx.local[0]][tidx.local[1]] = data_in[tidx.global[0] * width + tidx.global[1]];

    tidx.barrier.wait();

    // Change the index for storing into the transposed array
    index<2> idxdst(tidx.global[1], tidx.global[0]);

    data_out[idxdst[0] * height + idxdst[1]] = transpose_shared_data[tidx.local[0]][tidx.local[1]];
}

//----------------------------------------------------------------------------
// Transpose of a matrix stored as an array, through the accelerator
//----------------------------------------------------------------------------
template <typename _type>
void transpose(array<_type, 1>& data_in, array<_type, 1>& data_out, const unsigned int width, const unsigned int height)
{
    assert((width % TRANSPOSE_TILE_SIZE) == 0);
    assert((height % TRANSPOSE_TILE_SIZE) == 0);

    extent<2> e(width, height);
    parallel_for_each(e.tile<TRANSPOSE_TILE_SIZE, TRANSPOSE_TILE_SIZE>(),
        [&data_in, &data_out, width, height] (tiled_index<TRANSPOSE_TILE_SIZE, TRANSPOSE_TILE_SIZE> tidx) restrict(amp)
    {
        transpose_kernel<_type>(data_in, data_out, width, height, tidx);
    });
}

//----------------------------------------------------------------------------
// Bitonic sort: sort the rows, transpose, sort, transpose back, sort again
//----------------------------------------------------------------------------
template <typename _type>
void bitonic_sort_amp(std::vector<_type>& data_in, std::vector<_type>& data_out)
{
    array<_type, 1> temp(data_in.size());
    array<_type, 1> data(data_in.size(), data_in.begin());

    // Sort the elements in a tile in tile_static memory
    for (unsigned int level = 2; level <= BITONIC_TILE_SIZE; level = level * 2)
    {
        unsigned int ulevel = level;
        unsigned int ulevelmask = level;
        parallel_for_each(data.extent.template tile<BITONIC_TILE_SIZE>(), [&data, ulevel, ulevelmask] (tiled_index<BITONIC_TILE_SIZE> tidx) restrict(amp)
        {
            bitonic_sort_kernel<_type>(data, ulevel, ulevelmask, tidx);
        });
    }

    // Then sort the rows and columns of the levels > than the tile size:
    // transpose, sort the columns, transpose back, sort the rows
    for (unsigned int level = (BITONIC_TILE_SIZE * 2); level <= NUM_ELEMENTS; level = level * 2)
    {
        // Level > BITONIC_TILE_SIZE: transpose the matrix
        unsigned int l = (level / BITONIC_TILE_SIZE);
        unsigned int lm = (level & ~NUM_ELEMENTS) / BITONIC_TILE_SIZE;
        unsigned int ulevelmask = (level & ~NUM_ELEMENTS) / BITONIC_TILE_SIZE;
        transpose<_type>(data, temp, MATRIX_WIDTH, MATRIX_HEIGHT);

        // Sort the transposed column data
        parallel_for_each(temp.extent.template tile<BITONIC_TILE_SIZE>(), [&temp, l, lm] (tiled_index<BITONIC_TILE_SIZE> tidx) restrict(amp)
        {
            bitonic_sort_kernel<_type>(temp, l, lm, tidx);
        });

        // Transpose the data from temp back into data
        transpose<_type>(temp, data, MATRIX_HEIGHT, MATRIX_WIDTH);

        // Sort the row data
        unsigned int ulevel = BITONIC_TILE_SIZE;
        ulevelmask = level;
        parallel_for_each(data.extent.template tile<BITONIC_TILE_SIZE>(), [&data, ulevel, ulevelmask] (tiled_index<BITONIC_TILE_SIZE> tidx) restrict(amp)
        {
            bitonic_sort_kernel<_type>(data, ulevel, ulevelmask, tidx);
        });
    }

    copy(data, data_out.begin());
}

//----------------------------------------------------------------------------
// Verify the accelerator's sort against std::sort on the CPU
//----------------------------------------------------------------------------
template <typename _type>
bool verify(std::vector<_type>& original, std::vector<_type>& sorted)
{
    std::vector<_type> reference(original);
    std::sort(reference.begin(), reference.end());

    for (unsigned i = 0; i < reference.size(); i++)
    {
        if (reference[i] != sorted[i])
        {
            std::cout << "***BITONIC SORT VERIFICATION FAILURE*** at " << i << ": expected " << reference[i]
                      << " but got " << sorted[i] << std::endl;
            return false;
        }
    }
    return true;
}

template <typename _type>
bool run_test(const char* type_name)
{
    std::vector<_type> original(NUM_ELEMENTS);
    std::vector<_type> sorted(NUM_ELEMENTS);

    for (unsigned i = 0; i < NUM_ELEMENTS; i++)
    {
        original[i] = (_type)(rand() % 10000);
    }

    bitonic_sort_amp<_type>(original, sorted);

    bool passed = verify(original, sorted);
    std::cout << "Bitonic sort of " << NUM_ELEMENTS << " " << type_name << " elements: "
              << (passed ? "PASSED" : "FAILED") << std::endl;
    std::cout << "  first: " << sorted[0] << " middle: " << sorted[NUM_ELEMENTS / 2]
              << " last: " << sorted[NUM_ELEMENTS - 1] << std::endl;
    return passed;
}

int main()
{
    srand(2012);

    bool ok = run_test<int>("int");
    ok = run_test<unsigned int>("unsigned int") && ok;
    ok = run_test<float>("float") && ok;

    return ok ? 0 : 1;
}
