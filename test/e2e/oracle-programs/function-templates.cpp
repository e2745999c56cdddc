// Function templates: explicit arguments, deduction (also through array_view<T, N>),
// non-type parameters, defaults, one instance per argument list, in host and amp code.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

template <typename T>
T twice(T x) restrict(amp, cpu) { return x + x; }

template <typename T, int N>
T sum_view(array_view<T, N> v, int count) {
  T s = 0;
  for (int i = 0; i < count; i++) s += v[i];
  return s;
}

template <int K>
int scale(int x) restrict(amp, cpu) { return K * x; }

template <typename T, typename U = float>
U convert_half(T x) { return U(x) / 2; }

template <typename _Tp>
bool test(int n) {
  std::vector<_Tp> data(n);
  for (int i = 0; i < n; i++) data[i] = _Tp(i) / 4;
  array_view<_Tp, 1> av(n, data);
  parallel_for_each(av.get_extent(), [=](index<1> idx) restrict(amp) {
    av[idx] = twice(av[idx]) + scale<3>(1);
  });
  _Tp total = sum_view(av, n);
  std::cout << total << std::endl;
  return total > 0;
}

int main() {
  std::cout << twice(21) << " " << twice(1.25f) << " " << twice<double>(3) << std::endl;
  std::cout << scale<4>(5) << " " << convert_half(7) << " " << convert_half<int, int>(7) << std::endl;
  bool ok = true;
  ok &= test<float>(8);
  ok &= test<int>(8);
  return !(ok == true);
}
