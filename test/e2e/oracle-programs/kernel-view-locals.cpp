// array_view locals in kernels: rows of captured views, sections with dynamic origins (every
// overload), sections of sections, const views, the extents of the locals, locals passed to
// helpers, a local made from a helper's view parameter, in 1, 2 and 3 dimensions.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

// Reads the extent of the view it is given: a row, a section or a whole view.
float sum1(const array_view<const float, 1>& r) restrict(amp) {
  float s = 0;
  for (int k = 0; k < r.extent[0]; k++) s += r[k];
  return s;
}

// A view local made from a parameter: its second half, passed on.
float sum_tail(array_view<const float, 1> r) restrict(amp) {
  array_view<const float, 1> tail = r.section(index<1>(r.extent[0] / 2));
  return sum1(tail);
}

void fill2(array_view<int, 2> t, int v) restrict(amp) {
  for (int i = 0; i < t.extent[0]; i++)
    for (int j = 0; j < t.get_extent()[1]; j++) t(i, j) = v + 10 * i + j;
}

int main() {
  // Rows of a 2-D view, a copy of a row, a reference to one, rows passed to helpers.
  const int R = 5, C = 7;
  std::vector<float> m(R * C);
  for (int i = 0; i < R * C; i++) m[i] = (i * 7) % 11 + 0.5f;
  array_view<const float, 2> in(R, C, m);
  std::vector<float> o1(R * 5);
  array_view<float, 2> out1(R, 5, o1);
  out1.discard_data();
  parallel_for_each(extent<1>(R), [=](index<1> idx) restrict(amp) {
    array_view<const float, 1> row = in[idx[0]];
    float sum = 0;
    for (int k = 0; k < row.extent[0]; k++) sum += row[k];
    array_view<float, 1> dst = out1[idx[0]];
    dst[0] = sum;
    dst[1] = sum1(row);
    dst[2] = sum_tail(row);
    auto copy = row;
    const array_view<const float, 1>& alias = copy;
    dst[3] = alias[C - 1] + row.get_extent()[0];
    auto whole = in;
    dst(4) = whole(idx[0], 2) + whole.extent[0] * 100;
  });
  out1.synchronize();
  for (int i = 0; i < R * 5; i++) std::cout << o1[i] << ((i % 5 == 4) ? "\n" : " ");

  // 2-D sections at each thread's block: every section overload, a section of a section,
  // a row of a section, a const view of a section, a section passed to a helper.
  std::vector<int> g(8 * 8, 0);
  array_view<int, 2> gv(8, 8, g);
  std::vector<int> info(4 * 6, 0);
  array_view<int, 2> iv(4, 6, info);
  parallel_for_each(extent<2>(2, 2), [=](index<2> b) restrict(amp) {
    index<2> origin(b[0] * 4, b[1] * 4);
    array_view<int, 2> block = gv.section(origin, extent<2>(4, 4));
    int n = b[0] * 2 + b[1];
    fill2(block.section(index<2>(0, 0), extent<2>(2, 4)), 100 * n);
    array_view<int, 2> bottom = block.section(index<2>(2, 0));
    array_view<int, 2> corner = bottom.section(1, 2, 1, 2);
    corner(0, 0) = -1;
    corner[index<2>(0, 1)] = -2;
    array_view<const int, 2> reader = block;
    array_view<int, 1> r = bottom[0];
    r[3] = reader(0, 0) + reader(1, 3);
    auto head = block.section(extent<2>(1, 1));
    head(0, 0) += 1000;
    fill2(bottom.section(index<2>(0, 0), extent<2>(1, 2)), 7);
    iv(n, 0) = bottom.extent[0];
    iv(n, 1) = bottom.extent[1];
    iv(n, 2) = corner.get_extent()[0] * 10 + corner.get_extent()[1];
    iv(n, 3) = r.extent[0];
    iv(n, 4) = head.extent.size();
    iv(n, 5) = reader.extent[1];
  });
  gv.synchronize();
  iv.synchronize();
  for (int i = 0; i < 64; i++) std::cout << g[i] << ((i % 8 == 7) ? "\n" : " ");
  for (int i = 0; i < 24; i++) std::cout << info[i] << ((i % 6 == 5) ? "\n" : " ");

  // 1-D: integer sections whose origin variable changes after, sections declared in a loop,
  // a section to the end, a reshaped section.
  std::vector<int> a(32);
  for (int i = 0; i < 32; i++) a[i] = i;
  array_view<int, 1> av(32, a);
  parallel_for_each(extent<1>(4), [=](index<1> i) restrict(amp) {
    int start = i[0] * 8;
    array_view<int, 1> part = av.section(start, 8);
    start = 1;
    for (int k = 0; k < 4; k++) {
      array_view<int, 1> pair = part.section(index<1>(2 * k), extent<1>(2));
      pair[0] += pair[1];
    }
    array_view<int, 1> rest = part.section(index<1>(6));
    rest[1] = rest.extent[0] * 100 + start;
    auto grid = part.view_as(extent<2>(2, 4));
    grid(1, 0) *= -1;
  });
  av.synchronize();
  for (int i = 0; i < 32; i++) std::cout << a[i] << ((i % 8 == 7) ? "\n" : " ");

  // 3-D: a plane (rank 2) of a 3-D view, a line (rank 1) of the plane, a 3-D section.
  std::vector<float> c(3 * 4 * 5);
  for (int i = 0; i < 60; i++) c[i] = static_cast<float>(i);
  array_view<float, 3> cv(3, 4, 5, c);
  std::vector<float> res(3 * 4);
  array_view<float, 2> rv(3, 4, res);
  rv.discard_data();
  parallel_for_each(rv.extent, [=](index<2> p) restrict(amp) {
    array_view<float, 2> plane = cv[p[0]];
    array_view<float, 1> line = plane[p[1]];
    array_view<float, 3> box = cv.section(index<3>(p[0], p[1], 1), extent<3>(1, 1, 3));
    rv[p] = sum1(line) + box(0, 0, 2) * 100 + plane.extent[1] * 1000 + box.extent[2] * 10000;
  });
  rv.synchronize();
  for (int i = 0; i < 12; i++) std::cout << res[i] << ((i % 4 == 3) ? "\n" : " ");
}
