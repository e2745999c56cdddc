// Local classes and kernels: a class of main's captured by a kernel and read through a
// restrict(cpu, amp) member; a class declared in a restrict(amp) function, in a restrict(cpu,
// amp) one, and in kernel lambdas (two kernels each with their own `P`); local functors as
// kernels, tiled too; a class of a function template per instance; a local class's array in a
// kernel; an element type of an array_view.
#include <amp.h>
#include <cstdio>
#include <vector>
using namespace concurrency;

template <typename T> struct Box { T v; T get() const { return v; } };

int scale(int n) restrict(amp) {
  struct Pair { int a, b; int mul() const restrict(amp) { return a * b; } };
  Pair p{n, 3};
  return p.mul();
}

// Run on the host and in a kernel alike.
int squaredPlusOne(int v) restrict(cpu, amp) {
  struct Sq { int v; int get() const restrict(cpu, amp) { return v * v; } };
  return Sq{v}.get() + 1;
}

void launchOther(std::vector<int>& out) {
  struct P { int x; float y; };
  std::vector<P> ps(4);
  for (int i = 0; i < 4; i++) ps[i] = P{i, 0.5f * i};
  array_view<const P, 1> in(4, ps);
  array_view<int, 1> o(4, out);
  parallel_for_each(o.get_extent(), [=](index<1> i) restrict(amp) {
    o[i] = in[i].x * 10 + (int)(in[i].y * 2.0f);
  });
  o.synchronize();
}

template <typename T> void fillScaled(std::vector<T>& data, T factor) {
  struct Scaler {
    T f;
    T apply(T v) const restrict(amp) { return v * f; }
  };
  Scaler s{factor};
  array_view<T, 1> av((int)data.size(), data);
  parallel_for_each(av.get_extent(), [=](index<1> i) restrict(amp) { av[i] = s.apply(av[i]); });
  av.synchronize();
}

int main() {
  struct P { int x, y; int sum() const restrict(cpu, amp) { return x + y; } };
  std::vector<P> ps(8);
  for (int i = 0; i < 8; i++) ps[i] = P{i, 100 * i};
  array_view<P, 1> pv(8, ps);
  std::vector<int> out(8);
  array_view<int, 1> ov(8, out);
  P offset{1, 2};
  parallel_for_each(ov.get_extent(), [=](index<1> i) restrict(amp) {
    ov[i] = pv[i].sum() + offset.sum() + scale(i[0]) + squaredPlusOne(i[0]);
  });
  ov.synchronize();
  for (int i = 0; i < 8; i++) printf("%d ", out[i]);
  printf("\n");

  struct Saxpy {
    float a;
    array_view<const float, 1> x;
    array_view<float, 1> y;
    void operator()(index<1> i) const restrict(amp) { y[i] = a * x[i] + y[i]; }
  };
  std::vector<float> xs(8), ys(8);
  for (int i = 0; i < 8; i++) { xs[i] = float(i); ys[i] = 1.0f; }
  array_view<const float, 1> xv(8, xs);
  array_view<float, 1> yv(8, ys);
  parallel_for_each(yv.get_extent(), Saxpy{2.0f, xv, yv});
  yv.synchronize();
  for (int i = 0; i < 8; i++) printf("%g ", ys[i]);
  printf("\n");

  struct TileSum {
    array_view<int, 1> data;
    int bias;
    void operator()(tiled_index<4> t) const restrict(amp) {
      tile_static int shared[4];
      shared[t.local[0]] = data[t.global];
      t.barrier.wait();
      int sum = 0;
      for (int k = 0; k < 4; k++) sum += shared[k];
      data[t.global] = sum + bias;
    }
  };
  std::vector<int> v(8);
  for (int i = 0; i < 8; i++) v[i] = i;
  array_view<int, 1> av(8, v);
  TileSum tileSum{av, 100};
  parallel_for_each(av.get_extent().tile<4>(), tileSum);
  av.synchronize();
  for (int x : v) printf("%d ", x);
  printf("\n");

  std::vector<int> r(8);
  array_view<int, 1> rv(8, r);
  parallel_for_each(rv.get_extent(), [=](index<1> i) restrict(amp) {
    struct Acc {
      int total;
      Acc() restrict(amp) : total(5) {}
      void add(int v) restrict(amp) { total += v; }
    };
    enum class Step { One = 1, Two = 2 };
    Acc acc;
    for (int k = 0; k < i[0]; k++) acc.add((int)Step::Two);
    rv[i] = acc.total;
  });
  rv.synchronize();
  for (int x : r) printf("%d ", x);
  printf("\n");

  std::vector<int> o1(4), o2(4), o3(4);
  array_view<int, 1> v1(4, o1), v2(4, o2), v3(4, o3);
  parallel_for_each(v1.get_extent(), [=](index<1> i) restrict(amp) {
    struct P { int a; int get() const restrict(amp) { return a + 1; } };
    P p{i[0]};
    v1[i] = p.get();
  });
  parallel_for_each(v2.get_extent(), [=](index<1> i) restrict(amp) {
    struct P { float f; int k; int get() const restrict(amp) { return (int)f * k; } };
    P p{2.0f, i[0]};
    v2[i] = p.get();
  });
  parallel_for_each(v3.get_extent(), [=](index<1> i) restrict(amp) {
    struct Cell { int w; };
    Cell cells[3] = {{1}, {2}, {3}};
    int s = 0;
    for (int k = 0; k < 3; k++) s += cells[k].w * (i[0] + 1);
    v3[i] = s;
  });
  v1.synchronize();
  v2.synchronize();
  v3.synchronize();
  for (int x : o1) printf("%d ", x);
  for (int x : o2) printf("%d ", x);
  for (int x : o3) printf("%d ", x);
  printf("\n");

  std::vector<int> other(4);
  launchOther(other);
  for (int x : other) printf("%d ", x);
  printf("\n");

  std::vector<int> a{1, 2, 3, 4};
  std::vector<float> b{0.5f, 1.5f, 2.5f, 3.5f};
  fillScaled(a, 3);
  fillScaled(b, 2.0f);
  for (int x : a) printf("%d ", x);
  for (float x : b) printf("%g ", x);
  printf("\n");

  Box<P> box{P{3, 4}};
  printf("%d %d\n", box.get().sum(), squaredPlusOne(5));
  return 0;
}
