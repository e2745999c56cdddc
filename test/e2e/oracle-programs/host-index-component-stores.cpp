// A store to a component of an index or extent on the host (`idx[0]++`, `e[1] += 2`,
// `b.at[next()] = 7`, the value of `(idx[1] = 20)`), and ++/-- of a whole extent: the runtime's
// Index and Extent are immutable, so each store replaces the object (its place and dimension
// evaluated once); was a JavaScript syntax error at run time. The kernel's are WGSL vectors.
#include <amp.h>
#include <iostream>
using namespace concurrency;
struct Box { index<2> at; extent<2> size; };
int counter = 0;
int next() { return counter++; }
int main() {
  index<2> idx(3, 4);
  idx[0]++;
  ++idx[1];
  idx[1] += 2;
  int k = idx[0]--;
  int m = (idx[1] = 20);
  extent<2> e(5, 6);
  e[1]++;
  e[0] *= 3;
  e++;
  extent<2> f = --e;
  Box b = {index<2>(1, 1), extent<2>(2, 2)};
  b.at[next()] = 7;
  b.size[next()] += 5;
  index<2> arr[2] = {index<2>(0, 0), index<2>(9, 9)};
  arr[next() - 1][0] = 42;
  std::cout << idx[0] << " " << idx[1] << " " << k << " " << m << " " << e[0] << " " << e[1] << " " << f[1] << "\n";
  std::cout << b.at[0] << b.at[1] << " " << b.size[0] << b.size[1] << " " << arr[1][0] << arr[1][1] << " " << counter << "\n";
  std::vector<int> v(12);
  array_view<int, 2> av(3, 4, v);
  parallel_for_each(av.extent, [=](index<2> i) restrict(amp) {
    index<2> j = i;
    j[1]++;
    j[0] += 1;
    extent<2> ex = av.extent;
    ex[0]--;
    av[i] = j[0] * 10 + j[1] + ex[0] * 100;
  });
  std::cout << av(2, 3) << "\n";
}
