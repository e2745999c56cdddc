// Sections, projections and view_as share the data of their view, on the host and in
// kernels; concurrency::copy and copy_to between arrays, views and host containers.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

int main() {
  std::vector<int> data(24);
  for (int i = 0; i < 24; i++) data[i] = i;
  array_view<int, 2> whole(4, 6, data);

  // A kernel over a section writes the middle of the whole view.
  array_view<int, 2> middle = whole.section(index<2>(1, 2), extent<2>(2, 3));
  parallel_for_each(middle.extent, [=](index<2> idx) restrict(amp) { middle[idx] = -middle[idx]; });
  for (int i = 0; i < 4; i++) {
    for (int j = 0; j < 6; j++) std::cout << whole(i, j) << ' ';
    std::cout << '\n';
  }
  std::cout << middle(1, 2) << ' ' << middle.get_extent()[0] << ' ' << middle.get_extent()[1] << '\n';

  // Rows: av[i] is a rank-1 view; in a kernel av[i][j] and a section of a row.
  array_view<int, 1> row2 = whole[2];
  row2[0] = 1000;
  std::cout << whole(2, 0) << ' ' << row2.extent[0] << ' ' << whole[3][5] << '\n';
  std::vector<int> sums(4);
  array_view<int, 1> rowSums(4, sums);
  parallel_for_each(rowSums.extent, [=](index<1> idx) restrict(amp) {
    int s = 0;
    for (int j = 0; j < 6; j++) s += whole[idx[0]][j];
    rowSums[idx] = s + whole.section(index<2>(0, 4))[idx[0]][1];
  });
  for (int i = 0; i < 4; i++) std::cout << rowSums[i] << ' ';
  std::cout << '\n';

  // Sections from an extent or an origin alone, and nested sections.
  array_view<int, 2> corner = whole.section(extent<2>(2, 2));
  array_view<int, 2> rest = whole.section(index<2>(2, 3));
  array_view<int, 2> inner = rest.section(index<2>(1, 1), extent<2>(1, 2));
  parallel_for_each(inner.extent, [=](index<2> idx) restrict(amp) { inner[idx] = 7; });
  std::cout << corner(1, 1) << ' ' << rest.extent[0] << 'x' << rest.extent[1] << ' ' << whole(3, 4) << ' ' << whole(3, 5) << '\n';

  // A rank-1 section, and view_as.
  std::vector<float> line(12);
  for (int i = 0; i < 12; i++) line[i] = i * 1.5f;
  array_view<float, 1> lv(12, line);
  array_view<float, 1> tail = lv.section(4, 8);
  array_view<float, 2> shaped = tail.view_as(extent<2>(2, 4));
  parallel_for_each(shaped.extent, [=](index<2> idx) restrict(amp) { shaped[idx] += idx[0] * 100.0f; });
  parallel_for_each(extent<1>(2), [=](index<1> idx) restrict(amp) { tail.view_as(extent<2>(4, 2))[idx[0]][1] = 0.25f; });
  lv.synchronize();
  for (int i = 0; i < 12; i++) std::cout << line[i] << ' ';
  std::cout << '\n';

  // copy and copy_to.
  std::vector<int> src(6);
  for (int i = 0; i < 6; i++) src[i] = 10 * i;
  array<int, 1> arr(6);
  copy(src.begin(), src.end(), arr);
  array<int, 1> arr2(6);
  arr.copy_to(arr2);
  array_view<int, 1> target(6);
  copy(arr2, target);
  parallel_for_each(target.extent, [=](index<1> idx) restrict(amp) { target[idx] += 1; });
  std::vector<int> back(6);
  copy(target, back.begin());
  for (int i = 0; i < 6; i++) std::cout << back[i] << ' ';
  std::cout << '\n';
  copy(target.section(2, 3), whole[0].section(0, 3));
  copy(src.begin(), whole[1].section(0, 2));
  std::cout << whole(0, 0) << ' ' << whole(0, 2) << ' ' << whole(1, 1) << '\n';

  // An array is a value: a copy does not follow later changes.
  array<int, 1> snapshot = arr;
  parallel_for_each(arr.extent, [&arr](index<1> idx) restrict(amp) { arr[idx] = 5; });
  std::vector<int> now = arr;
  std::cout << snapshot[5] << ' ' << now[5] << '\n';

  // data() of a rank-1 view.
  float* p = lv.data();
  std::cout << p[5] << '\n';
  return 0;
}
