// expect: error unsupported 27:17
// expect: error unsupported 28:18
// expect: error unsupported 30:18
// expect: error unsupported 31:24
// expect: error unsupported 33:22
// Two reference arguments that name one object only when their indices are equal at run time:
// each is passed as its own copy and written back after the call, so with `i == j` the callee's
// write through one would not be seen through the other (g++ prints 11 for `inc2(av[i], av[j])`
// with `j == i`, the copies gave 10). ampc refuses where it cannot tell the two apart at compile
// time; different members, or different constant indices, are fine (the last lines).
#include <amp.h>
#include <vector>
using namespace concurrency;

struct P { int x; int y; };
void inc2(int& a, int& b) restrict(amp) { a += 1; b += 10; }
void incPoint(P& p, int& b) restrict(amp) { p.x += 1; b += 10; }

int main() {
  std::vector<int> v(4, 0);
  array_view<int, 1> av(4, v);
  std::vector<int> w(16, 0);
  array_view<int, 2> grid(4, 4, w);
  parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
    int i = idx[0], j = (i + 4) % 4;
    int arr[4] = {0, 0, 0, 0};
    inc2(av[i], av[j]);
    inc2(arr[i], arr[j]);
    P p[2] = {{0, 0}, {0, 0}};
    inc2(p[0].x, p[j % 2].x);
    incPoint(p[i % 2], p[0].x);
    array_view<int, 1> row = grid[i];
    inc2(grid(i, 0), row[0]);
    inc2(p[0].x, p[j % 2].y);
    inc2(arr[0], arr[1]);
    inc2(grid(0, j), grid(1, j));
    av[idx] = arr[i] + p[0].x + p[1].y;
  });
  av.synchronize();
  return v[0];
}
