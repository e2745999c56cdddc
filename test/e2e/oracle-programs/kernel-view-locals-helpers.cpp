// array_view locals in kernels, with helpers and arrays: a restrict(cpu, amp) function that takes a
// section of its parameter (run on the host and in a kernel), a view of a captured array and a
// section of it, a copy of a whole captured view passed to helpers (and a section of the copy),
// a tiled kernel where each tile takes its section of the input, and a row of a view the kernel
// also uses atomically (its reads and writes through the row are atomic too).
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

int dual_sum(array_view<const int, 1> v) restrict(cpu, amp) {
  array_view<const int, 1> head = v.section(0, 2);
  return head[0] + head[1] + v.extent[0];
}

int twice(array_view<int, 1> v) restrict(amp) {
  auto w = v;
  w[0] *= 2;
  return w.extent[0];
}

int main() {
  std::vector<int> d(8);
  for (int i = 0; i < 8; i++) d[i] = i + 1;
  array<int, 1> arr(8, d.begin());
  array_view<int, 1> dv(8, d);
  std::vector<int> o(4);
  array_view<int, 1> ov(4, o);
  parallel_for_each(ov.extent, [=, &arr](index<1> i) restrict(amp) {
    array_view<int, 1> whole = arr;
    array_view<int, 1> two = arr.section(2 * i[0], 2);
    auto cp = dv;
    ov[i] = dual_sum(two) * 100 + dual_sum(cp) + twice(cp.section(i[0] + 4, 1)) * 1000 + whole.extent[0] * 10000;
  });
  ov.synchronize();
  for (int i = 0; i < 4; i++) std::cout << o[i] << " ";
  std::cout << dual_sum(dv) << "\n";
  dv.synchronize();
  for (int i = 0; i < 8; i++) std::cout << d[i] << " ";
  std::cout << "\n";

  std::vector<int> in(16), out(16);
  for (int i = 0; i < 16; i++) in[i] = i * i;
  array_view<const int, 1> iv(16, in);
  array_view<int, 1> outv(16, out);
  outv.discard_data();
  parallel_for_each(iv.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
    array_view<const int, 1> mine = iv.section(t.tile_origin, extent<1>(4));
    tile_static int buf[4];
    buf[t.local[0]] = mine[t.local[0]];
    t.barrier.wait();
    outv[t.global] = buf[3 - t.local[0]] + mine.extent[0] * 1000;
  });
  outv.synchronize();
  for (int i = 0; i < 16; i++) std::cout << out[i] << (i == 15 ? "\n" : " ");

  std::vector<int> c(4 * 4, 0), co(4);
  array_view<int, 2> cv(4, 4, c);
  array_view<int, 1> cov(4, co);
  parallel_for_each(extent<1>(4), [=](index<1> i) restrict(amp) {
    for (int k = 0; k < 4; k++) atomic_fetch_add(&cv(k, i[0]), k + 1);
  });
  parallel_for_each(extent<1>(4), [=](index<1> i) restrict(amp) {
    atomic_fetch_add(&cv(i[0], 0), 100);
    array_view<int, 1> row = cv[i[0]];
    cov[i] = row[1] + row[2];
    row[3] = 7;
  });
  cov.synchronize();
  cv.synchronize();
  for (int i = 0; i < 4; i++) std::cout << co[i] << " ";
  for (int i = 0; i < 16; i++) std::cout << c[i] << (i == 15 ? "\n" : " ");
}
