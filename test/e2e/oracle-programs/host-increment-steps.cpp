// ++ and -- that the runtime makes in one step (src/lower/lower-host.ts `Update`): host pointers
// (a pointer found through a subscript with side effects is found once: `ps[k++]++` steps one
// pointer and k once), pointers in members and behind pointers, `p++`'s value (the old pointer),
// array_view elements of several types read-modify-written once with their old or new value,
// and index<2> steps.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;
struct H { int* p; };
int* next(int*& p) { return p++; }
int main() {
  int arr[6] = {1,2,3,4,5,6};
  int* ps[3] = {arr, arr + 1, arr + 2};
  int k = 0;
  ps[k++]++;
  std::cout << k << " " << *ps[0] << std::endl;
  int* p = arr;
  *p++ = 10;
  *++p = 20;
  int* q = p--;
  std::cout << *p << " " << *q << " " << arr[0] << arr[2] << std::endl;
  H h{arr};
  h.p++;
  int v = *h.p++;
  std::cout << v << " " << *h.p << std::endl;
  int** pp = &p;
  (*pp)++;
  int* r = (*pp)--;
  std::cout << *p << " " << *r << std::endl;
  int* s = next(p);
  std::cout << *s << " " << *p << std::endl;
  int i = 0;
  for (int* t = arr; t < arr + 6; ++t) { *t += i; i++; }
  for (int* t = arr + 5; t >= arr; t--) std::cout << *t << ",";
  std::cout << std::endl;
  std::vector<float> fv(4, 0.5f);
  array_view<float, 1> fa(4, fv);
  std::vector<unsigned> uv(4, 0u);
  array_view<unsigned, 1> ua(4, uv);
  std::vector<int> iv(4, 7);
  array_view<int, 2> ia(2, 2, iv);
  float f1 = fa[0]++;
  float f2 = --fa[1];
  unsigned u1 = ua[0]--;
  unsigned u2 = ++ua[1];
  int j = 0;
  int i1 = ia[j++][j]++;
  int i2 = ia(1, 1)--;
  index<2> ix(1, 0);
  ia[ix]++;
  fa[j]--, ua[j]++;
  std::cout << f1 << " " << f2 << " " << u1 << " " << u2 << " " << i1 << " " << i2 << " " << j << std::endl;
  std::cout << fa[0] << fa[1] << fa[2] << " " << ua[0] << " " << ua[1] << ua[2] << " " << ia(0,1) << ia(1,1) << ia(1,0) << std::endl;
  index<2> id(3, 4);
  index<2> a1 = id++;
  index<2> a2 = ++id;
  index<2> a3 = id--;
  --id;
  std::cout << a1[0] << a1[1] << a2[0] << a2[1] << a3[0] << id[0] << id[1] << std::endl;
  return 0;
}
