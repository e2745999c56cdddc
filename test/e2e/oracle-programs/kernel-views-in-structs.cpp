// Class objects holding array_views (and extents, indices, plain values) in kernels: captured by
// value, passed to helpers by value and by reference, nested, built in the kernel, written through
// and synchronised on the host.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

struct Pair {
  array_view<int, 1> a;
  array_view<const int, 1> b;
  int scale;
};

// A "context" of views and sizes, with a nested class holding a view.
struct Grid {
  array_view<float, 2> cells;
  extent<2> size;
};
struct Context {
  Grid grid;
  array_view<int, 1> counts;
  index<2> origin;
  float weight;
};

int get(const Pair& p, index<1> i) restrict(amp) { return p.b[i] * p.scale; }
int getCopy(Pair p, int i) restrict(amp) { return p.b[i] + p.a.extent[0]; }
void put(Pair& p, index<1> i, int v) restrict(amp) {
  p.a[i] = v;
  p.scale = v;
}
int twice(const Pair& p, index<1> i) restrict(amp) { return get(p, i) + getCopy(p, i[0]); }

float cell(const Grid& g, int r, int c) restrict(amp) {
  if (r < 0 || c < 0 || r >= g.size[0] || c >= g.size[1]) return 0.0f;
  return g.cells(r, c);
}
void bump(const Context& ctx, index<2> i) restrict(amp) {
  index<2> at = i + ctx.origin;
  float v = cell(ctx.grid, at[0], at[1]) * ctx.weight;
  ctx.grid.cells[i] = v + cell(ctx.grid, i[0] - 1, i[1] + 1);
  ctx.counts[i[0]] += 1;
}

int main() {
  std::vector<int> x(8), y(8);
  for (int k = 0; k < 8; ++k) y[k] = k + 1;
  array_view<int, 1> a(8, x);
  array_view<const int, 1> b(8, y);
  Pair p{a, b, 2};

  // Captured by value, its view written directly and read through helpers.
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) {
    p.a[i] = get(p, i) + i[0];
  });
  a.synchronize();
  for (int v : x) std::cout << v << " ";
  std::cout << "\n";

  // By value, nested helpers, and a helper writing through a non-const reference to a local copy.
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) {
    Pair q = p;
    int t = twice(q, i);
    put(q, i, t + q.scale);
  });
  a.synchronize();
  for (int v : x) std::cout << v << " ";
  std::cout << "\n";

  // Built in the kernel from captured views, one of them a section named first.
  std::vector<int> z(8, 0);
  array_view<int, 1> c(8, z);
  parallel_for_each(extent<1>(4), [=](index<1> i) restrict(amp) {
    array_view<int, 1> upper = c.section(4, 4);
    Pair r{upper, b, 3};
    r.a[i] = get(r, i) + r.a.extent[0];
    Pair s{c, b, 10};
    put(s, i, r.a[i] + getCopy(s, i[0]));
  });
  c.synchronize();
  for (int v : z) std::cout << v << " ";
  std::cout << "\n";

  // A nested context with extent/index members, passed whole to a helper.
  std::vector<float> g(4 * 5);
  for (int k = 0; k < 20; ++k) g[k] = float(k) * 0.5f;
  std::vector<int> counts(4, 0);
  array_view<float, 2> cells(4, 5, g);
  array_view<int, 1> cv(4, counts);
  Context ctx{{cells, cells.extent}, cv, index<2>(0, 0), 2.0f};
  parallel_for_each(extent<2>(4, 1), [=](index<2> i) restrict(amp) {
    bump(ctx, i);
  });
  cells.synchronize();
  cv.synchronize();
  for (float v : g) std::cout << v << " ";
  std::cout << "\n";
  for (int v : counts) std::cout << v << " ";
  std::cout << "\n";
  return 0;
}
