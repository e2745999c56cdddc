// <amp_short_vectors.h>'s short_vector<T, N> and short_vector_traits<T>: generic code that
// builds vector types from a scalar and a length, and reads a vector type's scalar and size,
// on the host and in a kernel.
#include <amp.h>
#include <amp_short_vectors.h>
#include <iostream>
#include <vector>
using namespace concurrency;
using namespace concurrency::graphics;

// The sum of a vector's components, whatever its type: the traits give the scalar and length.
template <typename V> typename short_vector_traits<V>::value_type sum3(const V& v) restrict(amp, cpu) {
  return v.x + v.y + v.z;
}

template <typename T> struct Widen { typedef typename short_vector<T, 4>::type type; };

int main() {
  std::cout << short_vector_traits<float>::size << short_vector_traits<int_2>::size << short_vector_traits<uint_3>::size
            << short_vector_traits<double_4>::size << short_vector_traits<norm>::size << short_vector_traits<unorm_4>::size << std::endl;
  short_vector<float, 3>::type f3(1.5f, 2.0f, 3.25f);
  short_vector<int, 1>::type one = 7;
  short_vector_traits<uint_4>::value_type u = 4000000000u;
  std::cout << sum3(f3) << " " << one << " " << u << std::endl;
  Widen<int>::type w(1, 2, 3, 4);
  std::cout << w.x + w.w << " " << sizeof(Widen<double>::type) << " " << sizeof(short_vector<unorm, 2>::type) << std::endl;

  std::vector<int> data(8);
  for (int i = 0; i < 8; i++) data[i] = i;
  array_view<int, 1> av(8, data);
  parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
    short_vector<int, 3>::type v(av[idx], 10, 100);
    short_vector_traits<int_3>::value_type s = sum3(v);
    av[idx] = s * short_vector_traits<int_3>::size;
  });
  for (int i = 0; i < 8; i++) std::cout << av[i] << (i == 7 ? "\n" : " ");
  return 0;
}
