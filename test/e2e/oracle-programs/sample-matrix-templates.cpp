// In the style of the blog's matrix multiplication series: one simple and one tiled kernel,
// written once as templates over the element type and the tile size and instantiated for int
// and float; a kernel class (functor) for the simple version; timing with
// QueryPerformanceCounter as the samples measure it (not printed: it differs run to run).
#include <windows.h>
#include <amp.h>
#include <iostream>
#include <iomanip>
#include <vector>
#include <tchar.h>

using namespace concurrency;

// The simple kernel as a class: each thread computes one element of the product.
template <typename T>
class multiply_simple {
 public:
  multiply_simple(const array_view<const T, 2>& a, const array_view<const T, 2>& b, const array_view<T, 2>& c)
      : a_(a), b_(b), c_(c) {}
  void operator()(index<2> idx) const restrict(amp) {
    int row = idx[0], col = idx[1];
    T sum = 0;
    for (int k = 0; k < a_.extent[1]; k++) sum += a_(row, k) * b_(k, col);
    c_[idx] = sum;
  }

 private:
  array_view<const T, 2> a_;
  array_view<const T, 2> b_;
  array_view<T, 2> c_;
};

// The tiled kernel: tiles of A and B staged through tile_static memory.
template <typename T, int TS>
void multiply_tiled(const array_view<const T, 2>& a, const array_view<const T, 2>& b, const array_view<T, 2>& c) {
  parallel_for_each(c.extent.template tile<TS, TS>(), [=](tiled_index<TS, TS> t_idx) restrict(amp) {
    int row = t_idx.local[0];
    int col = t_idx.local[1];
    T sum = 0;
    for (int i = 0; i < a.extent[1]; i += TS) {
      tile_static T sA[TS][TS];
      tile_static T sB[TS][TS];
      sA[row][col] = a(t_idx.global[0], col + i);
      sB[row][col] = b(row + i, t_idx.global[1]);
      t_idx.barrier.wait();
      for (int k = 0; k < TS; k++) sum += sA[row][k] * sB[k][col];
      t_idx.barrier.wait();
    }
    c[t_idx.global] = sum;
  });
}

template <typename T>
std::vector<T> multiply_cpu(const std::vector<T>& a, const std::vector<T>& b, int m, int n, int w) {
  std::vector<T> c(m * n);
  for (int r = 0; r < m; r++)
    for (int col = 0; col < n; col++) {
      T sum = 0;
      for (int k = 0; k < w; k++) sum += a[r * w + k] * b[k * n + col];
      c[r * n + col] = sum;
    }
  return c;
}

template <typename T, int TS>
bool run(const char* type_name, int m, int n, int w) {
  std::vector<T> va(m * w), vb(w * n), vc_simple(m * n), vc_tiled(m * n);
  for (int i = 0; i < m * w; i++) va[i] = static_cast<T>((i % 7) - 3);
  for (int i = 0; i < w * n; i++) vb[i] = static_cast<T>((i % 5) - 2);

  LARGE_INTEGER frequency, start, end;
  QueryPerformanceFrequency(&frequency);
  QueryPerformanceCounter(&start);

  array_view<const T, 2> a(m, w, va), b(w, n, vb);
  array_view<T, 2> c_simple(m, n, vc_simple), c_tiled(m, n, vc_tiled);
  c_simple.discard_data();
  c_tiled.discard_data();
  parallel_for_each(c_simple.extent, multiply_simple<T>(a, b, c_simple));
  multiply_tiled<T, TS>(a, b, c_tiled);
  c_simple.synchronize();
  c_tiled.synchronize();

  QueryPerformanceCounter(&end);
  double elapsed_ms = (end.QuadPart - start.QuadPart) * 1000.0 / frequency.QuadPart;

  std::vector<T> expected = multiply_cpu(va, vb, m, n, w);
  bool ok = vc_simple == expected && vc_tiled == expected;
  T trace = 0;
  for (int i = 0; i < m && i < n; i++) trace += vc_tiled[i * n + i];
  std::wcout << type_name << L" " << m << L"x" << w << L" * " << w << L"x" << n << L", tile " << TS << L": trace "
             << std::fixed << std::setprecision(1) << static_cast<double>(trace) << L", timed: " << (elapsed_ms >= 0.0 ? L"yes" : L"no")
             << L", " << (ok ? L"PASSED" : L"FAILED") << std::endl;
  return ok;
}

int _tmain(int argc, _TCHAR* argv[]) {
  (void)argc;
  (void)argv;
  bool ok = run<int, 16>("int", 64, 48, 32);
  ok = run<float, 8>("float", 40, 24, 56) && ok;
  ok = run<int, 4>("int", 12, 20, 8) && ok;
  std::wcout << (ok ? L"all PASSED" : L"some FAILED") << std::endl;
  return ok ? 0 : 1;
}
