// In the style of Microsoft's C++ AMP "Parallel Scan" sample: a tiled exclusive prefix sum over
// array_view<const T>, recursing on the per-tile sums, templated over element type and tile size.
#include <amp.h>
#include <iostream>
#include <vector>
#include <numeric>
#include <cstdlib>

using namespace concurrency;

namespace scan_sample {

static const int TILE_SIZE = 64;

// Exclusive scan of one tile's elements, in place in tile_static memory (Hillis-Steele with a
// double buffer: two rows of _tile_size in one array). Returns the tile's total through the last thread.
template <int _tile_size, typename _type>
_type scan_tile_exclusive(_type buffer[], tiled_index<_tile_size> tidx, _type value) restrict(amp) {
  const int lid = tidx.local[0];
  int in = 0;
  buffer[in * _tile_size + lid] = value;
  tidx.barrier.wait_with_tile_static_memory_fence();
  for (int offset = 1; offset < _tile_size; offset *= 2) {
    int out = 1 - in;
    buffer[out * _tile_size + lid] = lid >= offset ? buffer[in * _tile_size + lid] + buffer[in * _tile_size + lid - offset] : buffer[in * _tile_size + lid];
    tidx.barrier.wait_with_tile_static_memory_fence();
    in = out;
  }
  // Inclusive -> exclusive.
  return buffer[in * _tile_size + lid] - value;
}

template <int _tile_size, typename _type>
void scan_tiled(array_view<const _type, 1> input, array_view<_type, 1> output) {
  static_assert(_tile_size > 0 && (_tile_size & (_tile_size - 1)) == 0, "tile size must be a power of two");
  const int domain_size = input.get_extent()[0];
  const int tile_count = (domain_size + _tile_size - 1) / _tile_size;
  array<_type, 1> tile_sums(tile_count);
  array_view<_type, 1> tile_sums_view(tile_sums);
  output.discard_data();

  auto compute_domain = extent<1>(domain_size).template tile<_tile_size>().pad();
  parallel_for_each(compute_domain, [=](tiled_index<_tile_size> tidx) restrict(amp) {
    tile_static _type buffer[2 * _tile_size];
    const int gid = tidx.global[0];
    _type value = gid < domain_size ? input[gid] : _type(0);
    _type prefix = scan_tile_exclusive<_tile_size, _type>(buffer, tidx, value);
    if (gid < domain_size) output[gid] = prefix;
    if (tidx.local[0] == _tile_size - 1) tile_sums_view[tidx.tile] = prefix + value;
  });

  if (tile_count > 1) {
    array<_type, 1> scanned_sums(tile_count);
    array_view<_type, 1> scanned_view(scanned_sums);
    scan_tiled<_tile_size, _type>(array_view<const _type, 1>(tile_sums_view), scanned_view);
    parallel_for_each(extent<1>(domain_size), [=](index<1> idx) restrict(amp) {
      output[idx] += scanned_view[idx[0] / _tile_size];
    });
  }
}

template <typename _type>
void scan_sequential(const std::vector<_type>& input, std::vector<_type>& output) {
  _type running = _type(0);
  for (size_t i = 0; i < input.size(); i++) {
    output[i] = running;
    running += input[i];
  }
}

}  // namespace scan_sample

template <typename T>
bool verify(const std::vector<T>& a, const std::vector<T>& b) {
  for (size_t i = 0; i < a.size(); i++)
    if (a[i] != b[i]) {
      std::cout << "  mismatch at " << i << ": " << a[i] << " != " << b[i] << std::endl;
      return false;
    }
  return true;
}

int main() {
  const int sizes[] = {64, 1000, 5000};
  for (int n : sizes) {
    std::vector<int> input(n), result(n), expected(n);
    for (int i = 0; i < n; i++) input[i] = (i * 37 + 11) % 19 - 5;
    scan_sample::scan_sequential(input, expected);
    array_view<const int, 1> in_view(n, input);
    array_view<int, 1> out_view(n, result);
    scan_sample::scan_tiled<scan_sample::TILE_SIZE, int>(in_view, out_view);
    out_view.synchronize();
    std::cout << "int scan of " << n << ": " << (verify(expected, result) ? "PASSED" : "FAILED")
              << " last = " << result[n - 1] << std::endl;
  }
  {
    const int n = 3000;
    std::vector<unsigned> input(n), result(n), expected(n);
    srand(7);
    for (auto& x : input) x = static_cast<unsigned>(rand() % 1000);
    scan_sample::scan_sequential(input, expected);
    array<unsigned, 1> in_array(n, input.begin());
    array<unsigned, 1> out_array(n);
    scan_sample::scan_tiled<16, unsigned>(array_view<const unsigned, 1>(in_array), array_view<unsigned, 1>(out_array));
    copy(out_array, result.begin());
    std::cout << "unsigned scan of " << n << " (tile 16): " << (verify(expected, result) ? "PASSED" : "FAILED")
              << " total = " << result[n - 1] + input[n - 1] << std::endl;
  }
  {
    const int n = 777;
    std::vector<float> input(n), result(n), expected(n);
    for (int i = 0; i < n; i++) input[i] = static_cast<float>(i % 8) * 0.25f;
    scan_sample::scan_sequential(input, expected);
    array_view<const float, 1> in_view(n, input);
    array_view<float, 1> out_view(n, result);
    scan_sample::scan_tiled<32, float>(in_view, out_view);
    out_view.synchronize();
    std::cout << "float scan of " << n << ": " << (verify(expected, result) ? "PASSED" : "FAILED") << std::endl;
  }
  return 0;
}
