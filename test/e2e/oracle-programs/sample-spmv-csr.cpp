// Sparse matrix times vector in compressed sparse row form, as the C++ AMP SpMV write-ups do it:
// the row pointers, column indices and values travel in array_view<const ...> views, one thread
// per row walks its row's irregular span, and a tiled variant gives each row a tile whose threads
// stride through the row and reduce in tile_static memory. A power iteration then runs the
// product repeatedly, normalising on the host.
#include <amp.h>
#include <cmath>
#include <iostream>
#include <vector>

using namespace concurrency;

struct csr_matrix {
  int rows;
  int cols;
  std::vector<int> row_start;  // rows + 1 entries
  std::vector<int> column;
  std::vector<float> value;
};

// A banded test matrix with a few long rows: row r holds r % 5 + 1 entries near the diagonal,
// and every 16th row is dense-ish.
csr_matrix make_matrix(int n) {
  csr_matrix m;
  m.rows = n;
  m.cols = n;
  m.row_start.push_back(0);
  for (int r = 0; r < n; ++r) {
    int entries = r % 16 == 0 ? 24 : r % 5 + 1;
    for (int k = 0; k < entries; ++k) {
      int c = (r + k * 3) % n;
      m.column.push_back(c);
      m.value.push_back(1.0f / (1.0f + (float)((r + c) % 7)));
    }
    m.row_start.push_back(static_cast<int>(m.column.size()));
  }
  return m;
}

void spmv_scalar(const csr_matrix& m, const std::vector<float>& x, std::vector<float>& y) {
  array_view<const int, 1> starts(m.rows + 1, m.row_start);
  array_view<const int, 1> cols(static_cast<int>(m.column.size()), m.column);
  array_view<const float, 1> vals(static_cast<int>(m.value.size()), m.value);
  array_view<const float, 1> xv(m.cols, x);
  array_view<float, 1> yv(m.rows, y);
  yv.discard_data();
  parallel_for_each(yv.extent, [=](index<1> idx) restrict(amp) {
    int r = idx[0];
    float sum = 0.0f;
    for (int k = starts[r]; k < starts[r + 1]; ++k) sum += vals[k] * xv[cols[k]];
    yv[idx] = sum;
  });
  yv.synchronize();
}

// One tile per row: the tile's threads stride through the row, then reduce their partial sums.
template <int TS>
void spmv_tiled(const csr_matrix& m, const std::vector<float>& x, std::vector<float>& y) {
  array_view<const int, 1> starts(m.rows + 1, m.row_start);
  array_view<const int, 1> cols(static_cast<int>(m.column.size()), m.column);
  array_view<const float, 1> vals(static_cast<int>(m.value.size()), m.value);
  array_view<const float, 1> xv(m.cols, x);
  array_view<float, 1> yv(m.rows, y);
  yv.discard_data();
  parallel_for_each(extent<1>(m.rows * TS).tile<TS>(), [=](tiled_index<TS> t) restrict(amp) {
    tile_static float partial[TS];
    int r = t.tile[0];
    int lane = t.local[0];
    float sum = 0.0f;
    for (int k = starts[r] + lane; k < starts[r + 1]; k += TS) sum += vals[k] * xv[cols[k]];
    partial[lane] = sum;
    t.barrier.wait();
    for (int s = TS / 2; s > 0; s /= 2) {
      if (lane < s) partial[lane] += partial[lane + s];
      t.barrier.wait();
    }
    if (lane == 0) yv[r] = partial[0];
  });
  yv.synchronize();
}

int main() {
  const int n = 200;
  csr_matrix m = make_matrix(n);
  std::cout << "rows " << m.rows << ", nonzeros " << m.column.size() << std::endl;

  std::vector<float> x(n);
  for (int i = 0; i < n; ++i) x[i] = 1.0f + (i % 3) * 0.5f;
  std::vector<float> y1(n), y2(n), expected(n);
  spmv_scalar(m, x, y1);
  spmv_tiled<8>(m, x, y2);
  for (int r = 0; r < n; ++r) {
    float sum = 0.0f;
    for (int k = m.row_start[r]; k < m.row_start[r + 1]; ++k) sum += m.value[k] * x[m.column[k]];
    expected[r] = sum;
  }
  float err1 = 0.0f, err2 = 0.0f;
  for (int r = 0; r < n; ++r) {
    err1 = std::fmax(err1, std::fabs(y1[r] - expected[r]));
    err2 = std::fmax(err2, std::fabs(y2[r] - expected[r]));
  }
  std::cout << "scalar kernel matches: " << (err1 < 1e-4f ? "yes" : "no") << ", tiled kernel matches: " << (err2 < 1e-4f ? "yes" : "no") << std::endl;
  std::cout.precision(5);
  std::cout << "y[0] = " << expected[0] << ", y[17] = " << expected[17] << ", y[199] = " << expected[199] << std::endl;

  // A power iteration: the dominant eigenvalue's estimate from repeated products.
  std::vector<float> v(n, 1.0f), w(n);
  float lambda = 0.0f;
  for (int it = 0; it < 20; ++it) {
    spmv_tiled<8>(m, v, w);
    double norm = 0.0;
    for (float e : w) norm += (double)e * e;
    norm = std::sqrt(norm);
    double dot = 0.0;
    for (int i = 0; i < n; ++i) dot += (double)v[i] * w[i];
    double vv = 0.0;
    for (float e : v) vv += (double)e * e;
    lambda = (float)(dot / vv);
    for (int i = 0; i < n; ++i) v[i] = (float)(w[i] / norm);
  }
  std::cout.precision(3);
  std::cout << "dominant eigenvalue estimate: " << lambda << std::endl;
  return 0;
}
