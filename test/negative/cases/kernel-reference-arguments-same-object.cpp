// expect: error unsupported 24:19
// expect: error unsupported 25:18
// expect: error unsupported 28:13
// expect: error unsupported 29:14
// A non-const reference argument in a kernel that is not a whole local is passed as a copy and
// written back after the call, so two reference parameters given one object (or an object and a
// part of it) would each see their own copy: C++'s `inc2(av[i], av[i])` adds twice to one int.
// Such calls are refused (g++'s 222 was 121 before), as is a copied reference argument whose
// object the callee also reaches through a view argument. Two different elements are fine.
#include <amp.h>
#include <vector>
using namespace concurrency;

struct S { int a; int b; };
void inc2(int& a, int& b) restrict(amp) { a += 1; b += a; }
void bump(S& s, int& x) restrict(amp) { s.a += x; x = 0; }
void setFirst(int& x, array_view<int, 1> v) restrict(amp) { x = 5; v[0] += x; }

int main() {
  std::vector<int> v(4, 10);
  array_view<int, 1> av(4, v);
  parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
    int arr[2] = {idx[0], 0};
    inc2(av[idx], av[idx]);
    inc2(arr[0], arr[0]);
    inc2(arr[0], arr[1]);
    S s = {1, 2};
    bump(s, s.a);
    setFirst(av[0], av);
    av[idx] += arr[0] * 100 + s.a;
  });
  av.synchronize();
  return 0;
}
