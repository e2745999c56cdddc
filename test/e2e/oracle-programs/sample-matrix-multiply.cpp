// Matrix multiplication the ways chapter 4 of "C++ AMP" (Gregory & Miller) builds it up: a
// sequential version, a simple array_view kernel, a tiled kernel with 2-D tile_static arrays,
// and a class template wrapping the tiled kernel for any element type and tile size.
#include <amp.h>
#include <iostream>
#include <vector>
#include <cmath>
#include <cassert>

using namespace concurrency;

static const int TS = 16;

void MatrixMultiplySequential(std::vector<float>& vC, const std::vector<float>& vA, const std::vector<float>& vB, int M, int N, int W) {
  for (int row = 0; row < M; row++) {
    for (int col = 0; col < N; col++) {
      float sum = 0.0f;
      for (int i = 0; i < W; i++) sum += vA[row * W + i] * vB[i * N + col];
      vC[row * N + col] = sum;
    }
  }
}

void MatrixMultiplySimple(std::vector<float>& vC, const std::vector<float>& vA, const std::vector<float>& vB, int M, int N, int W) {
  array_view<const float, 2> a(M, W, vA);
  array_view<const float, 2> b(W, N, vB);
  array_view<float, 2> c(M, N, vC);
  c.discard_data();
  parallel_for_each(c.extent, [=](index<2> idx) restrict(amp) {
    int row = idx[0];
    int col = idx[1];
    float sum = 0.0f;
    for (int i = 0; i < W; i++) sum += a(row, i) * b(i, col);
    c[idx] = sum;
  });
  c.synchronize();
}

void MatrixMultiplyTiled(std::vector<float>& vC, const std::vector<float>& vA, const std::vector<float>& vB, int M, int N, int W) {
  assert((M % TS) == 0 && (N % TS) == 0 && (W % TS) == 0);
  array_view<const float, 2> a(M, W, vA);
  array_view<const float, 2> b(W, N, vB);
  array_view<float, 2> c(M, N, vC);
  c.discard_data();
  parallel_for_each(c.extent.tile<TS, TS>(), [=](tiled_index<TS, TS> t_idx) restrict(amp) {
    int row = t_idx.local[0];
    int col = t_idx.local[1];
    tile_static float locA[TS][TS];
    tile_static float locB[TS][TS];
    float sum = 0.0f;
    for (int i = 0; i < W; i += TS) {
      locA[row][col] = a(t_idx.global[0], col + i);
      locB[row][col] = b(row + i, t_idx.global[1]);
      t_idx.barrier.wait();
      for (int k = 0; k < TS; k++) sum += locA[row][k] * locB[k][col];
      t_idx.barrier.wait();
    }
    c[t_idx.global] = sum;
  });
  c.synchronize();
}

// A class template over the element type and the tile size, as later chapters wrap kernels.
template <typename T, int TileSize>
class TiledMatrixMultiplier {
 public:
  static_assert(TileSize > 0 && TileSize <= 32, "TileSize must be in (0, 32]");

  TiledMatrixMultiplier(int m, int n, int w) : m_(m), n_(n), w_(w) {}

  void Multiply(const array<T, 2>& a, const array<T, 2>& b, array<T, 2>& c) const {
    const int w = w_;
    parallel_for_each(c.get_extent().template tile<TileSize, TileSize>(), [=, &a, &b, &c](tiled_index<TileSize, TileSize> t_idx) restrict(amp) {
      tile_static T tileA[TileSize][TileSize];
      tile_static T tileB[TileSize][TileSize];
      const int r = t_idx.local[0];
      const int col = t_idx.local[1];
      T sum = T();
      for (int i = 0; i < w; i += TileSize) {
        tileA[r][col] = a(t_idx.global[0], col + i);
        tileB[r][col] = b(r + i, t_idx.global[1]);
        t_idx.barrier.wait_with_tile_static_memory_fence();
        for (int k = 0; k < TileSize; k++) sum += tileA[r][k] * tileB[k][col];
        t_idx.barrier.wait_with_tile_static_memory_fence();
      }
      c[t_idx.global] = sum;
    });
  }

  int Rows() const { return m_; }
  int Columns() const { return n_; }

 private:
  int m_, n_, w_;
};

template <typename T>
bool Compare(const std::vector<T>& expected, const std::vector<T>& actual, T tolerance) {
  for (size_t i = 0; i < expected.size(); i++) {
    T diff = expected[i] > actual[i] ? expected[i] - actual[i] : actual[i] - expected[i];
    if (diff > tolerance) {
      std::cout << "  element " << i << ": " << actual[i] << " expected " << expected[i] << std::endl;
      return false;
    }
  }
  return true;
}

int main() {
  const int M = 64, N = 96, W = 48;
  std::vector<float> vA(M * W), vB(W * N), vRef(M * N), vC(M * N);
  for (int i = 0; i < M * W; i++) vA[i] = static_cast<float>((i * 13) % 7) - 3.0f;
  for (int i = 0; i < W * N; i++) vB[i] = static_cast<float>((i * 5) % 11) * 0.5f;
  MatrixMultiplySequential(vRef, vA, vB, M, N, W);
  std::cout << "C[0][0] = " << vRef[0] << ", C[M-1][N-1] = " << vRef[M * N - 1] << std::endl;

  MatrixMultiplySimple(vC, vA, vB, M, N, W);
  std::cout << "Simple: " << (Compare(vRef, vC, 0.001f) ? "PASSED" : "FAILED") << std::endl;

  std::fill(vC.begin(), vC.end(), 0.0f);
  MatrixMultiplyTiled(vC, vA, vB, M, N, W);
  std::cout << "Tiled: " << (Compare(vRef, vC, 0.001f) ? "PASSED" : "FAILED") << std::endl;

  TiledMatrixMultiplier<float, 8> multiplier(M, N, W);
  array<float, 2> a(M, W, vA.begin(), vA.end());
  array<float, 2> b(W, N, vB.begin());
  array<float, 2> c(M, N);
  multiplier.Multiply(a, b, c);
  std::vector<float> vC2 = c;
  std::cout << "Class template (tile 8): " << (Compare(vRef, vC2, 0.001f) ? "PASSED" : "FAILED") << " "
            << multiplier.Rows() << "x" << multiplier.Columns() << std::endl;

  std::vector<int> iA(M * W), iB(W * N), iRef(M * N);
  for (int i = 0; i < M * W; i++) iA[i] = (i % 9) - 4;
  for (int i = 0; i < W * N; i++) iB[i] = (i % 5) + 1;
  for (int r = 0; r < M; r++)
    for (int col = 0; col < N; col++) {
      int s = 0;
      for (int k = 0; k < W; k++) s += iA[r * W + k] * iB[k * N + col];
      iRef[r * N + col] = s;
    }
  array<int, 2> ia(M, W, iA.begin()), ib(W, N, iB.begin()), ic(M, N);
  TiledMatrixMultiplier<int, 16> imul(M, N, W);
  imul.Multiply(ia, ib, ic);
  std::vector<int> iC(M * N);
  copy(ic, iC.begin());
  std::cout << "Class template <int, 16>: " << (Compare(iRef, iC, 0) ? "PASSED" : "FAILED") << std::endl;
  return 0;
}
