// A parameter declared as an array is a pointer to the caller's first element ([dcl.fct]/5):
// the function writes the caller's array, on the host and in kernels (a local array, a
// tile_static one); `T a[]`, `T a[n]` of another n and a pointer argument all bind to it. A
// multi-dimensional one reaches the caller's rows. Also: a function template calling itself with
// explicit template arguments, `copy(view, &scalar)`, references to short vectors on the host,
// and a class holding an accelerator_view member.
#include <amp.h>
#include <amp_short_vectors.h>
#include <iostream>
#include <vector>

using namespace concurrency;
using namespace concurrency::graphics;

void fill(int a[3], int v) restrict(amp, cpu) {
  a[0] = v;
  a[2] = v * 2;
}

int sum(const int values[], int n) restrict(amp, cpu) {
  int s = 0;
  for (int i = 0; i < n; i++) s += values[i];
  return s;
}

void scale_rows(float m[2][3], float k) {
  for (int r = 0; r < 2; r++)
    for (int c = 0; c < 3; c++) m[r][c] *= k;
}

int exchange(int buffer[], tiled_index<4> t, int v) restrict(amp) {
  buffer[t.local[0]] = v;
  t.barrier.wait();
  return buffer[(t.local[0] + 1) % 4] * 10;
}

void bump_local(int m[2][2]) restrict(amp) { m[1][0] += 100; }

template <int N>
int triangle(int x) {
  return N == 0 ? x : triangle<(N > 0 ? N - 1 : 0)>(x + N);
}

class Runner {
 public:
  explicit Runner(const accelerator_view& view) : view_(view) {}
  int run(int n) const {
    std::vector<int> out(n);
    array_view<int, 1> v(n, out);
    parallel_for_each(view_, v.extent, [=](index<1> i) restrict(amp) { v[i] = i[0] * 3; });
    v.synchronize();
    return out[n - 1];
  }

 private:
  accelerator_view view_;
};

int main() {
  int h[3] = {1, 1, 1};
  fill(h, 5);
  std::cout << "host fill: " << h[0] << " " << h[1] << " " << h[2] << std::endl;
  int big[6] = {1, 2, 3, 4, 5, 6};
  fill(big + 2, 9);
  std::cout << "through a pointer: " << big[2] << " " << big[4] << ", sum " << sum(big, 6) << std::endl;
  float m[2][3] = {{1, 2, 3}, {4, 5, 6}};
  scale_rows(m, 0.5f);
  std::cout << "rows: " << m[0][0] << " " << m[1][2] << std::endl;

  array<int, 1> a(8);
  parallel_for_each(a.get_extent().tile<4>(), [&a](tiled_index<4> t) restrict(amp) {
    tile_static int b[4];
    int loc[3] = {0, 0, 0};
    fill(loc, 7);
    int grid[2][2] = {{1, 2}, {3, 4}};
    bump_local(grid);
    a[t.global] = exchange(b, t, t.global[0]) + sum(loc, 3) + grid[1][0];
  });
  std::vector<int> o(8);
  copy(a, o.begin());
  std::cout << "kernel:";
  for (int x : o) std::cout << " " << x;
  std::cout << std::endl;

  int first = -1;
  copy(a.section(1, 1), &first);
  std::cout << "copy to &first: " << first << std::endl;
  std::cout << "triangle<4>(0) = " << triangle<4>(0) << std::endl;

  std::vector<float_3> points(3, float_3(1.0f, 2.0f, 3.0f));
  float_3 total(0.0f);
  for (auto& p : points) total += p;
  for (auto& p : points) p.x = 5.0f;
  float_3& second = points[1];
  second.y = 7.0f;
  std::cout << "short vectors: " << total.x << " " << total.y << " " << total.z << ", " << points[0].x << " " << points[1].y << std::endl;

  Runner runner(accelerator().get_default_view());
  std::cout << "runner: " << runner.run(10) << std::endl;
  return 0;
}
