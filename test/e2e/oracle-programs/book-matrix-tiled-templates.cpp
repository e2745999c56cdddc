// Matrix multiplication three ways, as the tiling chapter develops it: a simple kernel, a tiled
// kernel templated over the element type and tile size, and the CPU reference; the
// implementations are chosen through a table of std::function.
#include <amp.h>
#include <chrono>
#include <functional>
#include <iomanip>
#include <iostream>
#include <map>
#include <string>
#include <vector>
using namespace concurrency;

template <typename T>
struct Matrix {
  int rows, cols;
  std::vector<T> data;
  Matrix(int r, int c) : rows(r), cols(c), data(r * c, T(0)) {}
  T& at(int r, int c) { return data[r * cols + c]; }
  T at(int r, int c) const { return data[r * cols + c]; }
};

template <typename T>
void multiplyCpu(const Matrix<T>& a, const Matrix<T>& b, Matrix<T>& c) {
  for (int i = 0; i < a.rows; i++)
    for (int j = 0; j < b.cols; j++) {
      T sum = 0;
      for (int k = 0; k < a.cols; k++) sum += a.at(i, k) * b.at(k, j);
      c.at(i, j) = sum;
    }
}

template <typename T>
void multiplySimple(const Matrix<T>& a, const Matrix<T>& b, Matrix<T>& c) {
  array_view<const T, 2> av(a.rows, a.cols, a.data);
  array_view<const T, 2> bv(b.rows, b.cols, b.data);
  array_view<T, 2> cv(c.rows, c.cols, c.data);
  cv.discard_data();
  int inner = a.cols;
  parallel_for_each(cv.extent, [=](index<2> idx) restrict(amp) {
    T sum = 0;
    for (int k = 0; k < inner; k++) sum += av(idx[0], k) * bv(k, idx[1]);
    cv[idx] = sum;
  });
  cv.synchronize();
}

template <typename T, int TILE>
void multiplyTiled(const Matrix<T>& a, const Matrix<T>& b, Matrix<T>& c) {
  array_view<const T, 2> av(a.rows, a.cols, a.data);
  array_view<const T, 2> bv(b.rows, b.cols, b.data);
  array_view<T, 2> cv(c.rows, c.cols, c.data);
  cv.discard_data();
  int inner = a.cols;
  parallel_for_each(cv.extent.template tile<TILE, TILE>(), [=](tiled_index<TILE, TILE> t) restrict(amp) {
    tile_static T as[TILE][TILE];
    tile_static T bs[TILE][TILE];
    int row = t.local[0], col = t.local[1];
    T sum = 0;
    for (int k = 0; k < inner; k += TILE) {
      as[row][col] = av(t.global[0], k + col);
      bs[row][col] = bv(k + row, t.global[1]);
      t.barrier.wait();
      for (int m = 0; m < TILE; m++) sum += as[row][m] * bs[m][col];
      t.barrier.wait();
    }
    cv[t.global] = sum;
  });
  cv.synchronize();
}

template <typename T>
bool sameMatrix(const Matrix<T>& x, const Matrix<T>& y) {
  return x.data == y.data;
}

int main() {
  const int n = 32;
  Matrix<int> a(n, n), b(n, n), reference(n, n);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      a.at(i, j) = (i * 3 + j) % 7 - 3;
      b.at(i, j) = (i + 2 * j) % 5 - 2;
    }
  multiplyCpu(a, b, reference);

  std::map<std::string, std::function<void(const Matrix<int>&, const Matrix<int>&, Matrix<int>&)>> impls;
  impls["simple"] = multiplySimple<int>;
  impls["tiled 4"] = multiplyTiled<int, 4>;
  impls["tiled 8"] = multiplyTiled<int, 8>;
  impls["tiled 16"] = multiplyTiled<int, 16>;

  for (const auto& entry : impls) {
    Matrix<int> c(n, n);
    auto start = std::chrono::steady_clock::now();
    entry.second(a, b, c);
    auto elapsed = std::chrono::steady_clock::now() - start;
    (void)elapsed;
    std::cout << std::setw(10) << entry.first << ": " << (sameMatrix(c, reference) ? "matches" : "differs") << ", c(5,7) = " << c.at(5, 7) << std::endl;
  }

  Matrix<float> fa(16, 16), fb(16, 16), fc(16, 16), fr(16, 16);
  for (int i = 0; i < 16 * 16; i++) {
    fa.data[i] = (i % 9) * 0.25f;
    fb.data[i] = (i % 5) * 0.5f;
  }
  multiplyCpu(fa, fb, fr);
  multiplyTiled<float, 8>(fa, fb, fc);
  std::cout << std::fixed << std::setprecision(2) << "float tiled: " << fc.at(3, 4) << " vs " << fr.at(3, 4) << std::endl;
  return 0;
}
