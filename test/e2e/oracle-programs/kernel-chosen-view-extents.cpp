// The extent of a view chosen by ?: in a kernel: `(c ? a : b).extent` is the chosen view's, read
// as `c ? a.extent : b.extent`. Even threads choose one view and odd threads the other, of
// different sizes (and the ranks-2 views different shapes); the host prints both choices too.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

int main() {
  std::vector<int> va(6, 1), vb(10, 2), out(10, 0);
  std::vector<float> vm(2 * 3, 0.5f), vn(4 * 5, 1.5f);
  array_view<int, 1> a(6, va), b(10, vb), o(10, out);
  array_view<float, 2> m(2, 3, vm), n(4, 5, vn);
  std::vector<int> shape(10 * 3, 0);
  array_view<int, 2> s(10, 3, shape);
  parallel_for_each(o.extent, [=](index<1> idx) restrict(amp) {
    int i = idx[0];
    bool first = i % 2 == 0;
    int size = (first ? a : b).extent[0];
    int count = (first ? a : b).get_extent().size();
    int in = i < (first ? a : b).extent[0] ? (first ? a : b)[i] : -1;
    o[idx] = size * 100 + count * 10 + in;
    extent<2> e = (i < 5 ? m : n).extent;
    s(i, 0) = e[0];
    s(i, 1) = (i < 5 ? m : n).extent[1];
    extent<2> rest = (first ? m : n).section(index<2>(1, 1)).extent;
    s(i, 2) = rest.size();
  });
  o.synchronize();
  s.synchronize();
  for (int i = 0; i < 10; i++) std::cout << out[i] << ' ' << shape[i * 3] << ' ' << shape[i * 3 + 1] << ' ' << shape[i * 3 + 2] << "\n";
  for (int k = 0; k < 2; k++) std::cout << (k == 0 ? a : b).extent[0] << ' ' << (k == 0 ? m : n).extent.size() << "\n";
  return 0;
}
