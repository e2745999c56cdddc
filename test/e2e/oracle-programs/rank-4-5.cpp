// Kernels over domains of rank 4 and 5, which run as flattened dispatches: the index each thread
// gets, index arithmetic and comparison in kernels, extents built from int arrays (C++ AMP's
// `explicit extent(const int[])`), element access by index, array<T, 5> and copies to vectors.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

// Default-constructed members: all zeros, of their rank.
struct Shapes {
  extent<5> e;
  index<4> i;
};

int weight(index<5> i) restrict(amp) { return i[0] * 2 + i[4]; }
index<5> twice(index<5> i) restrict(amp) { return i + i; }

int main() {
  // 3x1x4x2x5: every thread writes its own row-major number and its index's components.
  int dims[5] = {3, 1, 4, 2, 5};
  extent<5> e(dims);
  std::cout << "rank " << e.rank << ", size " << e.size() << ", e[2] = " << e[2] << "\n";
  std::vector<int> flat(e.size());
  std::vector<int> digits(e.size());
  array_view<int, 5> vflat(e, flat);
  array_view<int, 5> vdigits(e, digits);
  parallel_for_each(e, [=](index<5> idx) restrict(amp) {
    int n = (((idx[0] * 1 + idx[1]) * 4 + idx[2]) * 2 + idx[3]) * 5 + idx[4];
    vflat[idx] = n;
    vdigits[idx] = idx[0] * 10000 + idx[1] * 1000 + idx[2] * 100 + idx[3] * 10 + idx[4];
  });
  vflat.synchronize();
  vdigits.synchronize();
  bool inOrder = true;
  for (int i = 0; i < (int)flat.size(); i++) inOrder = inOrder && flat[i] == i;
  std::cout << "row-major: " << (inOrder ? "yes" : "no") << "\n";
  for (int i = 0; i < 12; i++) std::cout << digits[i] << " ";
  std::cout << "... " << digits[119] << "\n";

  // Index arithmetic, comparison, contains and the view's extent in a rank-5 kernel.
  std::vector<int> checks(e.size());
  array_view<int, 5> vchecks(e, checks);
  int ones[5] = {1, 1, 1, 1, 1};
  index<5> one(ones);
  parallel_for_each(e, [=](index<5> idx) restrict(amp) {
    index<5> next = idx + one;
    index<5> back = next - one;
    int code = 0;
    if (back == idx) code += 1;
    if (next != idx) code += 2;
    if (vchecks.extent.contains(next)) code += 4;
    int local[5] = {idx[4], idx[3], idx[2], idx[1], idx[0]};
    index<5> reversed(local);
    code += 8 * (reversed[0] + vchecks.extent[4] * reversed[4]);
    vchecks[idx] = code;
  });
  vchecks.synchronize();
  for (int i = 0; i < 10; i++) std::cout << checks[i] << " ";
  std::cout << "... " << checks[119] << "\n";

  // Rank 4 through an array<int, 4> whose extent comes from an int array: 2x3x1x7.
  int dims4[4] = {2, 3, 1, 7};
  extent<4> e4(dims4);
  array<int, 4> a4(e4);
  parallel_for_each(e4, [&a4](index<4> idx) restrict(amp) {
    a4[idx] = idx[0] * 1000 + idx[1] * 100 + idx[2] * 10 + idx[3];
  });
  std::vector<int> v4 = a4;
  std::cout << "array<int, 4> of " << a4.get_extent().size() << ":";
  for (int i = 0; i < (int)v4.size(); i += 5) std::cout << " " << v4[i];
  std::cout << "\n";

  // Rank 4 reading one view and writing another, with a captured index and an index from components.
  std::vector<int> src(e4.size());
  for (int i = 0; i < (int)src.size(); i++) src[i] = i * i;
  array_view<const int, 4> vsrc(e4, src);
  std::vector<int> dst(e4.size());
  array_view<int, 4> vdst(e4, dst);
  int shiftParts[4] = {0, 0, 0, 1};
  index<4> shift(shiftParts);
  parallel_for_each(e4, [=](index<4> idx) restrict(amp) {
    index<4> from = idx[3] + 1 < 7 ? idx + shift : idx;
    vdst[idx] = vsrc[from] - vsrc[idx];
  });
  vdst.synchronize();
  for (int i = 0; i < (int)dst.size(); i += 4) std::cout << dst[i] << " ";
  std::cout << "\n";

  // index<5> through amp functions, `+=`, a captured extent<5> and index<5> equality.
  int smallDims[5] = {2, 1, 1, 2, 3};
  extent<5> small(smallDims);
  std::vector<int> fromHelpers(small.size());
  array_view<int, 5> vh(small, fromHelpers);
  parallel_for_each(small, [=](index<5> idx) restrict(amp) {
    index<5> j = idx;
    j += idx;
    j = twice(j);
    int zero[5] = {0, 0, 0, 0, 0};
    index<5> z(zero);
    vh[idx] = weight(j) * 10 + (j == z ? 1 : 0) + small[4] * 1000;
  });
  vh.synchronize();
  for (int x : fromHelpers) std::cout << x << " ";
  std::cout << "\n";

  // Host-side index and extent of rank 5.
  index<5> p(dims);
  index<5> q = p - one;
  std::cout << "q = " << q[0] << "," << q[1] << "," << q[2] << "," << q[3] << "," << q[4]
            << ", contains: " << e.contains(q) << ", contains p: " << e.contains(p) << "\n";
  Shapes shapes;
  std::cout << "defaults: rank " << shapes.e.rank << ", e[4] " << shapes.e[4] << ", i[3] " << shapes.i[3] << ", size " << shapes.e.size() << "\n";
  return 0;
}
