// expect: error amp-pointer 7:15
// expect: error amp-pointer 14:11
// A pointer to an array (a parameter `int rows[][3]` is one) is host code's only: in a kernel, point at the first element.
#include <amp.h>
using namespace concurrency;

int first(int rows[][3]) restrict(amp) { return rows[0][0]; }

int main() {
  int out[4];
  array_view<int, 1> av(4, out);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    int m[2][3] = {{1, 2, 3}, {4, 5, 6}};
    int (*p)[3] = m;
    av[i] = p[1][2];
  });
  return 0;
}
