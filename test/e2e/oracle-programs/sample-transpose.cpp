// In the style of the C++ AMP "Matrix Transpose" sample: a simple kernel, then a tiled kernel
// templated over element type and tile size, run over tiled_extent::pad() (guarding the edge
// threads) and over tiled_extent::truncate() (finishing the remainder with a simple kernel).
#include <amp.h>
#include <iostream>
#include <vector>

using namespace concurrency;

// A helper the kernels call: swaps an index's components.
index<2> transpose(const index<2>& idx) restrict(amp, cpu) { return index<2>(idx[1], idx[0]); }

template <typename value_type>
void transpose_simple(const array_view<const value_type, 2>& data, const array_view<value_type, 2>& data_transpose) {
  data_transpose.discard_data();
  parallel_for_each(data.extent, [=](index<2> idx) restrict(amp) {
    data_transpose(idx[1], idx[0]) = data[idx];
  });
}

template <typename value_type, int _tile_size>
void transpose_tiled_pad(const array_view<const value_type, 2>& data, const array_view<value_type, 2>& data_transpose) {
  data_transpose.discard_data();
  extent<2> e = data.extent;
  parallel_for_each(e.template tile<_tile_size, _tile_size>().pad(), [=](tiled_index<_tile_size, _tile_size> tidx) restrict(amp) {
    tile_static value_type t1[_tile_size][_tile_size];
    // Threads of the padding load nothing, but still reach the barrier.
    if (e.contains(tidx.global)) t1[tidx.local[1]][tidx.local[0]] = data[tidx.global];
    tidx.barrier.wait();
    index<2> idxdst(transpose(tidx.tile_origin) + tidx.local);
    if (data_transpose.extent.contains(idxdst)) data_transpose[idxdst] = t1[tidx.local[0]][tidx.local[1]];
  });
}

template <typename value_type, int _tile_size>
void transpose_tiled_truncate(const array_view<const value_type, 2>& data, const array_view<value_type, 2>& data_transpose) {
  data_transpose.discard_data();
  extent<2> e = data.extent;
  tiled_extent<_tile_size, _tile_size> compute_domain = e.template tile<_tile_size, _tile_size>();
  tiled_extent<_tile_size, _tile_size> truncated = compute_domain.truncate();
  parallel_for_each(truncated, [=](tiled_index<_tile_size, _tile_size> tidx) restrict(amp) {
    tile_static value_type t1[_tile_size][_tile_size];
    t1[tidx.local[1]][tidx.local[0]] = data[tidx.global];
    tidx.barrier.wait();
    index<2> idxdst(transpose(tidx.tile_origin) + tidx.local);
    data_transpose[idxdst] = t1[tidx.local[0]][tidx.local[1]];
  });
  // The rows and columns the truncated domain left out.
  extent<2> done = truncated;
  if (done[0] < e[0] || done[1] < e[1]) {
    parallel_for_each(e, [=](index<2> idx) restrict(amp) {
      if (idx[0] >= done[0] || idx[1] >= done[1]) data_transpose(idx[1], idx[0]) = data[idx];
    });
  }
}

template <typename value_type>
bool verify(const std::vector<value_type>& in, const std::vector<value_type>& out, int rows, int cols) {
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++)
      if (in[r * cols + c] != out[c * rows + r]) return false;
  return true;
}

template <typename value_type, int _tile_size>
void run(int rows, int cols) {
  std::vector<value_type> in(rows * cols), out(rows * cols);
  for (int i = 0; i < rows * cols; i++) in[i] = static_cast<value_type>(i % 1000);
  array_view<const value_type, 2> data(rows, cols, in);
  array_view<value_type, 2> result(cols, rows, out);

  transpose_simple(data, result);
  result.synchronize();
  std::cout << rows << "x" << cols << " simple: " << (verify(in, out, rows, cols) ? "PASSED" : "FAILED") << std::endl;

  std::fill(out.begin(), out.end(), value_type(0));
  result.refresh();
  transpose_tiled_pad<value_type, _tile_size>(data, result);
  result.synchronize();
  std::cout << rows << "x" << cols << " tiled<" << _tile_size << "> pad: " << (verify(in, out, rows, cols) ? "PASSED" : "FAILED") << std::endl;

  std::fill(out.begin(), out.end(), value_type(0));
  result.refresh();
  transpose_tiled_truncate<value_type, _tile_size>(data, result);
  result.synchronize();
  std::cout << rows << "x" << cols << " tiled<" << _tile_size << "> truncate: " << (verify(in, out, rows, cols) ? "PASSED" : "FAILED") << std::endl;
}

int main() {
  run<int, 16>(64, 48);
  run<float, 16>(50, 37);
  run<unsigned, 8>(13, 70);
  tiled_extent<16, 16> te = extent<2>(50, 37).tile<16, 16>();
  extent<2> padded = te.pad();
  extent<2> truncated = te.truncate();
  std::cout << "pad: " << padded[0] << "x" << padded[1] << ", truncate: " << truncated[0] << "x" << truncated[1] << std::endl;
  return 0;
}
