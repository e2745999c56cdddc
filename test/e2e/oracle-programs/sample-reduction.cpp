// In the style of Microsoft's C++ AMP "Reduction" sample: the same sum computed by a sequential
// loop, a simple strided kernel, a windowed kernel, tiled kernels with tile_static memory, and a
// cascading kernel; each result is compared with the sequential one.
#include <amp.h>
#include <iostream>
#include <vector>
#include <numeric>
#include <cstdlib>
#include <cassert>

using namespace concurrency;

#define ELEMENT_COUNT (1 << 16)
#define TILE_SIZE 256
#define WINDOW_WIDTH 8

static_assert((ELEMENT_COUNT % TILE_SIZE) == 0, "the element count must be a multiple of the tile size");

float sequential_reduction(const std::vector<float>& source) {
  return std::accumulate(source.begin(), source.end(), 0.f);
}

// Each step halves the array: thread i adds element i + stride into element i.
float reduction_simple_1(const std::vector<float>& source) {
  assert(source.size() <= UINT_MAX);
  unsigned element_count = static_cast<unsigned>(source.size());
  assert(element_count != 0);
  array<float, 1> a(element_count, source.begin());
  float tail_sum = 0.f;
  for (unsigned s = element_count / 2; s > 0; s /= 2) {
    parallel_for_each(extent<1>(s), [=, &a](index<1> idx) restrict(amp) {
      a[idx] = a[idx] + a[idx + s];
    });
    // An odd element count leaves one element out; add it on the host.
    if ((element_count & 0x1) && (s & 0x1)) tail_sum += a[s - 1];
  }
  float result;
  copy(a.section(0, 1), &result);
  return result + tail_sum;
}

// Each thread sums a window of WINDOW_WIDTH elements.
float reduction_simple_2(const std::vector<float>& source) {
  unsigned element_count = static_cast<unsigned>(source.size());
  array<float, 1> a(element_count, source.begin());
  array_view<float, 1> av(a);
  unsigned prev_s = element_count;
  float tail_sum = 0.f;
  for (unsigned s = element_count / WINDOW_WIDTH; s > 0; s /= WINDOW_WIDTH) {
    parallel_for_each(extent<1>(s), [=](index<1> idx) restrict(amp) {
      float sum = 0.f;
      for (unsigned i = 0; i < WINDOW_WIDTH; i++) sum += av[idx + i * s];
      av[idx] = sum;
    });
    if (prev_s % WINDOW_WIDTH != 0) {
      std::vector<float> tail(prev_s - s * WINDOW_WIDTH);
      copy(av.section(s * WINDOW_WIDTH, prev_s - s * WINDOW_WIDTH), tail.begin());
      tail_sum += std::accumulate(tail.begin(), tail.end(), 0.f);
    }
    prev_s = s;
  }
  std::vector<float> result(prev_s);
  copy(av.section(0, prev_s), result.begin());
  return std::accumulate(result.begin(), result.end(), 0.f) + tail_sum;
}

// Tiled: each tile reduces its part in tile_static memory, leaving one partial sum per tile.
template <unsigned _tile_size>
float reduction_tiled_1(const std::vector<float>& source) {
  static_assert(_tile_size >= 2 && (_tile_size & (_tile_size - 1)) == 0, "the tile size must be a power of 2");
  unsigned element_count = static_cast<unsigned>(source.size());
  array<float, 1> arr_1(element_count, source.begin());
  array<float, 1> arr_2((element_count / _tile_size) ? (element_count / _tile_size) : 1);
  array_view<float, 1> av_src(arr_1);
  array_view<float, 1> av_dst(arr_2);
  av_dst.discard_data();
  while ((element_count % _tile_size) == 0) {
    parallel_for_each(extent<1>(element_count).tile<_tile_size>(), [=](tiled_index<_tile_size> tidx) restrict(amp) {
      tile_static float tile_data[_tile_size];
      unsigned local_idx = tidx.local[0];
      tile_data[local_idx] = av_src[tidx.global];
      tidx.barrier.wait();
      for (unsigned s = 1; s < _tile_size; s *= 2) {
        if (local_idx % (2 * s) == 0) tile_data[local_idx] += tile_data[local_idx + s];
        tidx.barrier.wait();
      }
      if (local_idx == 0) av_dst[tidx.tile] = tile_data[0];
    });
    element_count /= _tile_size;
    std::swap(av_src, av_dst);
    av_dst.discard_data();
  }
  std::vector<float> result(element_count);
  copy(av_src.section(0, element_count), result.begin());
  return std::accumulate(result.begin(), result.end(), 0.f);
}

// Tiled, with sequential addressing (no divergent modulo) and the first add done on load.
template <unsigned _tile_size>
float reduction_tiled_4(const std::vector<float>& source) {
  unsigned element_count = static_cast<unsigned>(source.size());
  array<float, 1> arr_1(element_count, source.begin());
  array<float, 1> arr_2((element_count / _tile_size) ? (element_count / _tile_size) : 1);
  array_view<float, 1> av_src(arr_1);
  array_view<float, 1> av_dst(arr_2);
  av_dst.discard_data();
  while ((element_count % (_tile_size * 2)) == 0) {
    parallel_for_each(extent<1>(element_count / 2).tile<_tile_size>(), [=](tiled_index<_tile_size> tidx) restrict(amp) {
      tile_static float tile_data[_tile_size];
      unsigned local_idx = tidx.local[0];
      unsigned rel_idx = tidx.tile[0] * (_tile_size * 2) + local_idx;
      tile_data[local_idx] = av_src[rel_idx] + av_src[rel_idx + _tile_size];
      tidx.barrier.wait();
      for (unsigned s = _tile_size / 2; s > 0; s /= 2) {
        if (local_idx < s) tile_data[local_idx] += tile_data[local_idx + s];
        tidx.barrier.wait();
      }
      if (local_idx == 0) av_dst[tidx.tile] = tile_data[0];
    });
    element_count /= _tile_size * 2;
    std::swap(av_src, av_dst);
    av_dst.discard_data();
  }
  std::vector<float> result(element_count);
  copy(av_src.section(0, element_count), result.begin());
  return std::accumulate(result.begin(), result.end(), 0.f);
}

// Cascade: a fixed number of tiles, each thread first summing a strided run of elements.
template <unsigned _tile_size, unsigned _tile_count>
float reduction_cascade(const std::vector<float>& source) {
  static_assert(_tile_count > 0, "the tile count must be positive");
  unsigned element_count = static_cast<unsigned>(source.size());
  unsigned stride = _tile_size * _tile_count * 2;
  unsigned tail_length = element_count % stride;
  float tail_sum = 0.f;
  if (tail_length != 0) {
    tail_sum = std::accumulate(source.end() - tail_length, source.end(), 0.f);
    element_count -= tail_length;
    if (element_count == 0) return tail_sum;
  }
  array<float, 1> a(element_count, source.begin());
  array<float, 1> partial_result(_tile_count);
  parallel_for_each(extent<1>(_tile_count * _tile_size).tile<_tile_size>(), [=, &a, &partial_result](tiled_index<_tile_size> tidx) restrict(amp) {
    tile_static float tile_data[_tile_size];
    unsigned local_idx = tidx.local[0];
    unsigned input_idx = (tidx.tile[0] * 2 * _tile_size) + local_idx;
    tile_data[local_idx] = 0;
    do {
      tile_data[local_idx] += a[input_idx] + a[input_idx + _tile_size];
      input_idx += stride;
    } while (input_idx < element_count);
    tidx.barrier.wait();
    for (unsigned stride_k = _tile_size / 2; stride_k > 0; stride_k /= 2) {
      if (local_idx < stride_k) tile_data[local_idx] += tile_data[local_idx + stride_k];
      tidx.barrier.wait();
    }
    if (local_idx == 0) partial_result[tidx.tile[0]] = tile_data[0];
  });
  std::vector<float> v_partial_result(_tile_count);
  copy(partial_result, v_partial_result.begin());
  return std::accumulate(v_partial_result.begin(), v_partial_result.end(), 0.f) + tail_sum;
}

void check(float expected, float actual, const char* name) {
  std::cout << name << ": " << (expected == actual ? "PASSED" : "FAILED") << " (" << actual << ")" << std::endl;
}

int main() {
  std::vector<float> source(ELEMENT_COUNT);
  srand(2012);
  for (size_t i = 0; i < source.size(); i++) source[i] = static_cast<float>(rand() % 10);
  const float expected = sequential_reduction(source);
  std::cout << "Sequential sum: " << expected << std::endl;
  check(expected, reduction_simple_1(source), "reduction_simple_1");
  check(expected, reduction_simple_2(source), "reduction_simple_2");
  check(expected, reduction_tiled_1<TILE_SIZE>(source), "reduction_tiled_1");
  check(expected, reduction_tiled_4<TILE_SIZE / 2>(source), "reduction_tiled_4");
  check(expected, reduction_cascade<TILE_SIZE, 16>(source), "reduction_cascade");
  std::vector<float> odd(source.begin(), source.begin() + 1001);
  check(sequential_reduction(odd), reduction_simple_2(odd), "reduction_simple_2 (1001)");
  check(sequential_reduction(odd), reduction_cascade<64, 4>(odd), "reduction_cascade (1001)");
  return 0;
}
