// C++ AMP's short vector members: typedef value_type and static const int size, on the host and in kernels.
#include <amp.h>
#include <amp_short_vectors.h>
#include <iostream>
using namespace concurrency;
using namespace concurrency::graphics;
template <typename V> typename V::value_type sum(const V& v) restrict(amp, cpu) {
  typename V::value_type s = 0;
  for (int i = 0; i < V::size; i++) s += (i == 0 ? v.x : i == 1 ? v.y : i == 2 ? v.z : v.w);
  return s;
}
int main() {
  std::cout << float_4::size << " " << int_2::size << " " << uint_3::size << " " << double_4::size << "\n";
  float_4::value_type f = 1.5f;
  int_3::value_type i = 7;
  std::cout << f << " " << i << " " << sizeof(float_4::value_type) << " " << sizeof(double_2::value_type) << "\n";
  float_4 v(1, 2, 3, 4);
  std::cout << sum(v) << "\n";
  std::vector<int> out(4);
  array_view<int, 1> o(4, out);
  parallel_for_each(o.extent, [=](index<1> idx) restrict(amp) {
    int_4 w(idx[0], 1, 2, 3);
    int_4::value_type acc = 0;
    for (int k = 0; k < int_4::size; k++) acc += k;
    o[idx] = acc + float_2::size + sum(w);
  });
  o.synchronize();
  for (int x : out) std::cout << x << " ";
  std::cout << "\n";
  return 0;
}
