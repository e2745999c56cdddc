// C++ AMP's arithmetic on index and extent, on the host and in a kernel: index ± index,
// extent ± extent, extent ± index, + - * / % with an int on either side, the compound
// assignments, and extent::contains.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

int main() {
  index<2> a(1, 2), b(3, 4);
  a += b;
  a -= index<2>(1, 1);
  a *= 3;
  a /= 2;
  a %= 5;
  std::cout << "a " << a[0] << ' ' << a[1] << '\n';
  index<3> k = index<3>(1, 2, 3) - index<3>(5, 5, 5);
  index<3> m = 10 - k * 2;
  index<3> q = 100 / (k - 1);
  index<3> r = -7 % index<3>(2, 3, 4) - index<3>(7, 7, 7) % -4;
  std::cout << "k " << k[0] << ' ' << k[1] << ' ' << k[2] << " m " << m[0] << ' ' << m[1] << ' ' << m[2]
            << " q " << q[0] << ' ' << q[1] << ' ' << q[2] << " r " << r[0] << ' ' << r[1] << ' ' << r[2] << '\n';

  extent<3> e(4, 5, 6);
  e += index<3>(1, 1, 1);
  e = e - 2;
  e = e * 2;
  e -= extent<3>(1, 0, 1);
  extent<3> f = e + e;
  extent<2> g = extent<2>(10, 10) - extent<2>(1, 1);
  extent<1> h = 3 + extent<1>(4);
  std::cout << "e " << e[0] << ' ' << e[1] << ' ' << e[2] << " f " << f[2] << " g " << g[0] << ' ' << g[1] << " h " << h[0] << '\n';
  std::cout << "contains " << e.contains(index<3>(0, 7, 8)) << e.contains(index<3>(0, 8, 0)) << e.contains(index<3>(-1, 0, 0))
            << g.contains(index<2>(8, 8)) << h.contains(index<1>(7)) << '\n';

  std::vector<int> out(8);
  array_view<int, 2> ov(2, 4, out);
  extent<2> inner(2, 3);
  parallel_for_each(ov.extent, [=](index<2> i) restrict(amp) {
    index<2> j = i;
    j += index<2>(0, 1);
    j *= 2;
    extent<2> e2 = inner + index<2>(1, 1);
    index<2> n = 1 - i;
    ov[i] = (inner.contains(i) ? 100 : 0) + j[1] + (e2 - inner)[0] + (i % 2)[1] * 1000 + n[1] * 10000;
  });
  ov.synchronize();
  for (int x : out) std::cout << x << ' ';
  std::cout << '\n';
  return 0;
}
