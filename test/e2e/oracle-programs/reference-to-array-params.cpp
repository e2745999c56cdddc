// Parameters that are references to arrays: `T (&a)[N]`, const, N deduced by a template,
// on the host and in restrict(amp) code (a kernel's local array passed by reference).
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

void bump(int (&a)[3]) { for (int i = 0; i < 3; i++) a[i] += 10; }
int sum3(const int (&a)[3]) { return a[0] + a[1] + a[2]; }
template <int N> int count(float (&a)[N]) { return N; }
template <typename T, int N> T total(const T (&a)[N]) {
  T s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  return s;
}
template <int R, int C> int cells(int (&m)[R][C]) { return R * C + m[R - 1][C - 1]; }

void fill(int (&a)[4], int base) restrict(amp) { for (int i = 0; i < 4; i++) a[i] = base + i; }
int dot(const int (&a)[4], const int (&b)[4]) restrict(amp) {
  int s = 0;
  for (int i = 0; i < 4; i++) s += a[i] * b[i];
  return s;
}

int main() {
  int a[3] = {1, 2, 3};
  bump(a);
  int (&r)[3] = a;
  r[1] = 7;
  float f[5] = {0.5f, 1.5f, 2.5f, 3.5f, 4.5f};
  double d[2] = {0.25, 0.5};
  int m[2][3] = {{1, 2, 3}, {4, 5, 6}};
  std::cout << a[0] << ' ' << a[1] << ' ' << sum3(a) << ' ' << count(f) << ' ' << total(f) << ' ' << total(d) << ' ' << cells(m) << '\n';

  std::vector<int> out(8);
  array_view<int, 1> av(8, out);
  parallel_for_each(av.get_extent(), [=](index<1> idx) restrict(amp) {
    int x[4];
    int y[4];
    fill(x, idx[0]);
    fill(y, 1);
    av[idx] = dot(x, y);
  });
  av.synchronize();
  for (int v : out) std::cout << v << ' ';
  std::cout << '\n';
  return 0;
}
