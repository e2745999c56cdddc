// In the style of Microsoft's C++ AMP "Bitonic Sort" sample: sorts blocks in tile_static memory,
// then merges them through a tiled matrix transpose, as the DirectX compute shader sample does.
#include <amp.h>
#include <iostream>
#include <vector>
#include <algorithm>
#include <cassert>

using namespace concurrency;

#define BITONIC_BLOCK_SIZE 128
#define TRANSPOSE_BLOCK_SIZE 16
// The number of elements to sort: a power of 2 and a multiple of BITONIC_BLOCK_SIZE^2 / ...
#define NUM_ELEMENTS (BITONIC_BLOCK_SIZE * TRANSPOSE_BLOCK_SIZE * 2)
#define MATRIX_WIDTH BITONIC_BLOCK_SIZE
#define MATRIX_HEIGHT (NUM_ELEMENTS / BITONIC_BLOCK_SIZE)

template <typename _type>
void bitonic_sort_kernel(tiled_index<BITONIC_BLOCK_SIZE> t_idx, array<_type, 1>& data_in, unsigned ulevel, unsigned ulevelmask) restrict(amp) {
  tile_static _type sh_data[BITONIC_BLOCK_SIZE];
  int local_idx = t_idx.local[0];
  int global_idx = t_idx.global[0];

  // Cooperatively load data - each thread will load data from global memory into tile_static.
  sh_data[local_idx] = data_in[global_idx];
  t_idx.barrier.wait();

  // Sort the shared data.
  for (unsigned int j = ulevel >> 1; j > 0; j >>= 1) {
    _type result = ((sh_data[local_idx & ~j] <= sh_data[local_idx | j]) == (bool)(ulevelmask & global_idx))
                       ? sh_data[local_idx ^ j]
                       : sh_data[local_idx];
    t_idx.barrier.wait();
    sh_data[local_idx] = result;
    t_idx.barrier.wait();
  }

  // Store shared data.
  data_in[global_idx] = sh_data[local_idx];
}

template <typename _type>
void transpose_kernel(tiled_index<TRANSPOSE_BLOCK_SIZE, TRANSPOSE_BLOCK_SIZE> t_idx, const array<_type, 1>& data_in,
                      array<_type, 1>& data_out, unsigned width, unsigned height) restrict(amp) {
  tile_static _type transpose_shared_data[TRANSPOSE_BLOCK_SIZE * TRANSPOSE_BLOCK_SIZE];
  transpose_shared_data[t_idx.local[0] * TRANSPOSE_BLOCK_SIZE + t_idx.local[1]] = data_in[t_idx.global[0] * width + t_idx.global[1]];
  t_idx.barrier.wait();
  index<2> temp_idx(t_idx.global[1], t_idx.global[0]);
  data_out[temp_idx[0] * height + temp_idx[1]] = transpose_shared_data[t_idx.local[0] * TRANSPOSE_BLOCK_SIZE + t_idx.local[1]];
}

template <typename _type>
void transpose(const array<_type, 1>& data_in, array<_type, 1>& data_out, unsigned width, unsigned height) {
  assert((data_in.get_extent().size() == width * height) && (data_out.get_extent().size() == width * height));
  assert((width % TRANSPOSE_BLOCK_SIZE) == 0 && (height % TRANSPOSE_BLOCK_SIZE) == 0);
  extent<2> e(height, width);
  parallel_for_each(e.tile<TRANSPOSE_BLOCK_SIZE, TRANSPOSE_BLOCK_SIZE>(),
                    [&data_in, &data_out, width, height](tiled_index<TRANSPOSE_BLOCK_SIZE, TRANSPOSE_BLOCK_SIZE> t_idx) restrict(amp) {
                      transpose_kernel(t_idx, data_in, data_out, width, height);
                    });
}

template <typename _type>
void bitonic_sort_amp(std::vector<_type>& data_in) {
  array<_type, 1> temp(data_in.size());
  array<_type, 1> data(data_in.size(), data_in.begin());
  const unsigned num_elements = static_cast<unsigned>(data_in.size());

  // Sort the data: first sort the rows for the levels <= to the block size.
  for (unsigned level = 2; level <= BITONIC_BLOCK_SIZE; level *= 2) {
    parallel_for_each(data.get_extent().template tile<BITONIC_BLOCK_SIZE>(), [&data, level](tiled_index<BITONIC_BLOCK_SIZE> t_idx) restrict(amp) {
      bitonic_sort_kernel(t_idx, data, level, level);
    });
  }

  // Then sort the rows and columns for the levels > than the block size:
  // transpose, sort the columns, transpose, sort the rows.
  for (unsigned level = (BITONIC_BLOCK_SIZE * 2); level <= num_elements; level *= 2) {
    unsigned l = (level / BITONIC_BLOCK_SIZE);
    unsigned lm = ((level & ~num_elements) / BITONIC_BLOCK_SIZE);
    transpose(data, temp, MATRIX_WIDTH, MATRIX_HEIGHT);
    parallel_for_each(temp.get_extent().template tile<BITONIC_BLOCK_SIZE>(), [&temp, l, lm](tiled_index<BITONIC_BLOCK_SIZE> t_idx) restrict(amp) {
      bitonic_sort_kernel(t_idx, temp, l, lm);
    });
    transpose(temp, data, MATRIX_HEIGHT, MATRIX_WIDTH);
    parallel_for_each(data.get_extent().template tile<BITONIC_BLOCK_SIZE>(), [&data, level](tiled_index<BITONIC_BLOCK_SIZE> t_idx) restrict(amp) {
      bitonic_sort_kernel(t_idx, data, BITONIC_BLOCK_SIZE, level);
    });
  }
  copy(data, data_in.begin());
}

int main() {
  std::vector<int> values(NUM_ELEMENTS);
  unsigned seed = 12345;
  for (auto& v : values) {
    seed = seed * 1103515245u + 12345u;
    v = static_cast<int>((seed >> 8) % 100000);
  }
  std::vector<int> expected(values);
  std::sort(expected.begin(), expected.end());

  bitonic_sort_amp(values);
  bool passed = std::equal(values.begin(), values.end(), expected.begin());
  std::cout << "Sorted " << values.size() << " ints: " << (passed ? "PASSED" : "FAILED") << std::endl;
  std::cout << "first " << values.front() << " last " << values.back() << " middle " << values[values.size() / 2] << std::endl;

  std::vector<float> fvalues(NUM_ELEMENTS);
  for (size_t i = 0; i < fvalues.size(); i++) fvalues[i] = static_cast<float>((i * 7919) % 4093) * 0.5f - 1000.0f;
  std::vector<float> fexpected(fvalues);
  std::sort(fexpected.begin(), fexpected.end());
  bitonic_sort_amp(fvalues);
  std::cout << "Sorted " << fvalues.size() << " floats: " << (fvalues == fexpected ? "PASSED" : "FAILED") << std::endl;
  return passed ? 0 : 1;
}
