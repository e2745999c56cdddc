// Host pointers as containers of the library: std::accumulate over a pointer range, array_view and
// array over a pointer's block, copy() from and into pointer ranges, and array_view::data().
#include <amp.h>
#include <iostream>
#include <numeric>
#include <vector>
using namespace concurrency;
int main() {
  int a[6] = {1, 2, 3, 4, 5, 6};
  std::cout << std::accumulate(a, a + 6, 0) << "\n";
  int* p = new int[5];
  for (int i = 0; i < 5; i++) p[i] = i * i;
  std::cout << std::accumulate(p, p + 5, 0) << " " << std::accumulate(p + 1, p + 3, 0) << "\n";
  array_view<int, 1> av(5, p);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] += 1; });
  av.synchronize();
  std::cout << p[4] << "\n";
  std::vector<int> out(3);
  int* q = p + 1;
  copy(av.section(0, 3), out.begin());
  std::cout << out[2] << "\n";
  array_view<int, 1> bv(3, out);
  copy(q, q + 3, bv);
  bv.synchronize();
  std::cout << out[0] << out[1] << out[2] << "\n";
  array<int, 1> arr(4, a + 1);
  std::vector<int> back = arr;
  std::cout << back[0] << back[3] << "\n";
  array<int, 1> arr2(3, q);
  std::vector<int> back2 = arr2;
  std::cout << back2[0] << back2[2] << "\n";
  copy(arr2, p);
  std::cout << p[0] << "\n";
  int* vd = av.data();
  std::cout << vd[1] << "\n";
  delete[] p;
  return 0;
}
