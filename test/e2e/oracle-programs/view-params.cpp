// Arrays and array_views passed to restrict(amp) functions: by reference, by value, const,
// through two levels of helpers, a helper called with two different views, a helper that
// reads the view's extent, and a helper with its own tile_static memory.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

static const int TILE = 8;

int sum_row(const array_view<const int, 2>& m, int row) restrict(amp) {
  int s = 0;
  for (int j = 0; j < m.extent[1]; j++) s += m(row, j);
  return s;
}

void scale(array_view<int, 1> v, int i, int k) restrict(amp) { v[i] *= k; }

void scale_twice(array_view<int, 1> v, int i) restrict(amp) {
  scale(v, i, 2);
  scale(v, i, 3);
}

template <typename T>
void reverse_tile(array<T, 1>& a, tiled_index<TILE> t) restrict(amp) {
  tile_static T buf[TILE];
  buf[t.local[0]] = a[t.global];
  t.barrier.wait();
  a[t.global] = buf[TILE - 1 - t.local[0]];
}

template <typename T>
void add_into(const array<T, 1>& from, array<T, 1>& to, int i) restrict(amp) { to[i] += from[i]; }

int main() {
  std::vector<int> m(4 * 5);
  for (int i = 0; i < 20; i++) m[i] = i * i;
  array_view<const int, 2> mv(4, 5, m);
  std::vector<int> sums(4);
  array_view<int, 1> sv(4, sums);
  sv.discard_data();
  parallel_for_each(sv.extent, [=](index<1> i) restrict(amp) { sv[i] = sum_row(mv, i[0]); });
  sv.synchronize();
  for (int i = 0; i < 4; i++) std::cout << sums[i] << (i == 3 ? "\n" : " ");

  std::vector<int> a(6, 1), b(6, 10);
  array_view<int, 1> av(6, a), bv(6, b);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    scale_twice(av, i[0]);
    scale(bv, i[0], i[0]);
  });
  for (int i = 0; i < 6; i++) std::cout << av[i] << "," << bv[i] << (i == 5 ? "\n" : " ");

  std::vector<float> f(16);
  for (int i = 0; i < 16; i++) f[i] = i + 0.5f;
  array<float, 1> fa(16, f.begin());
  array<float, 1> fb(16, f.begin());
  parallel_for_each(fa.extent.tile<TILE>(), [&fa](tiled_index<TILE> t) restrict(amp) { reverse_tile(fa, t); });
  parallel_for_each(fa.extent, [&fa, &fb](index<1> i) restrict(amp) { add_into(fa, fb, i[0]); });
  // Sections, rows and reshapes of views passed to helpers, and on through a second helper.
  std::vector<int> grid(6 * 8);
  for (int i = 0; i < 48; i++) grid[i] = i;
  array_view<int, 2> gv(6, 8, grid);
  std::vector<int> res(8);
  array_view<int, 1> rv(8, res);
  parallel_for_each(rv.extent, [=](index<1> i) restrict(amp) {
    const int k = i[0];
    if (k == 0) rv[i] = sum_row(gv.section(index<2>(1, 2), extent<2>(3, 4)), 0);
    else if (k == 1) rv[i] = sum_row(gv.section(index<2>(4, 0)), 0);
    else if (k == 2) { scale(gv[3], 5, 10); rv[i] = gv(3, 5); }
    else if (k == 3) rv[i] = sum_row(gv[2].view_as(extent<2>(2, 4)), 1);
    else if (k == 4) { scale_twice(gv[5].section(2, 3), 1); rv[i] = gv(5, 3); }
    else rv[i] = sum_row(gv, k - 5);
  });
  rv.synchronize();
  for (int i = 0; i < 8; i++) std::cout << res[i] << (i == 7 ? "\n" : " ");

  std::vector<float> out = fb;
  copy(fb, out.begin());
  for (int i = 0; i < 16; i++) std::cout << out[i] << (i == 15 ? "\n" : " ");
  return 0;
}
