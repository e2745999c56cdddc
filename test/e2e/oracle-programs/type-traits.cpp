// <type_traits> as test suites use it: std::is_same, std::enable_if (SFINAE on the return
// type), std::conditional, the cv/pointer/reference traits, and a program's own traits with
// dependent names (`typename T::value_type`) that pick code paths at compile time.
#include <amp.h>
#include <iostream>
#include <type_traits>
#include <vector>
using namespace concurrency;

template <typename T>
typename std::enable_if<std::is_integral<T>::value, T>::type halve(T x) { return x / 2; }
template <typename T>
typename std::enable_if<std::is_floating_point<T>::value, T>::type halve(T x) { return x * 0.5f; }

// The default template argument form of enable_if.
template <typename T, typename std::enable_if<std::is_integral<T>::value, int>::type = 0>
int kindOf(T) { return 1; }
template <typename T, typename std::enable_if<!std::is_integral<T>::value, int>::type = 0>
int kindOf(T) { return 2; }

template <typename T> struct Wrapper {
  typedef T value_type;
  static const int size = sizeof(T);
  T v;
};

template <typename W> typename W::value_type unwrapPlusOne(W w) {
  typename W::value_type one = 1;
  return w.v + one;
}

template <bool Wide> struct Accumulator {
  typedef typename std::conditional<Wide, double, float>::type type;
};

template <typename T, typename U> bool same() { return std::is_same<T, U>::value; }

int main() {
  std::cout << std::is_same<int, int>::value << std::is_same<int, unsigned int>::value << std::is_same<float, double>::value
            << std::is_same<int, const int>::value << std::is_same<int*, int*>::value << std::is_same<int&, int>::value
            << std::is_same<int&, int&>::value << std::is_same<const float, const float>::value << std::endl;
  std::cout << same<std::conditional<true, int, float>::type, int>() << same<std::conditional<false, int, float>::type, float>()
            << same<std::remove_const<const int>::type, int>() << same<std::remove_reference<int&>::type, int>()
            << same<std::remove_pointer<float*>::type, float>() << same<std::remove_pointer<float>::type, float>() << std::endl;
  std::cout << std::is_const<const int>::value << std::is_const<int>::value << std::is_pointer<int*>::value << std::is_pointer<int>::value
            << std::is_integral<char>::value << std::is_integral<const unsigned int>::value << std::is_integral<float>::value
            << std::is_floating_point<double>::value << std::is_floating_point<int>::value << std::is_arithmetic<bool>::value
            << std::is_arithmetic<Wrapper<int> >::value << std::endl;
  std::cout << std::true_type::value << std::false_type::value << std::endl;
  std::cout << halve(7) << " " << halve(7.0f) << " " << halve(9u) << std::endl;
  std::cout << kindOf(3) << kindOf(3.0f) << kindOf('c') << std::endl;
  Wrapper<int> wi = {41};
  Wrapper<float> wf = {1.5f};
  std::cout << unwrapPlusOne(wi) << " " << unwrapPlusOne(wf) << " " << Wrapper<double>::size << std::endl;
  Accumulator<true>::type wide = 0.1;
  Accumulator<false>::type narrow = 0.1f;
  std::cout << sizeof(wide) << " " << sizeof(narrow) << std::endl;

  std::vector<int> data(6);
  for (int i = 0; i < 6; i++) data[i] = i;
  array_view<int, 1> av(6, data);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    std::conditional<std::is_same<int, int>::value, int, float>::type k = av[i];
    av[i] = k * (std::is_integral<decltype(k)>::value ? 10 : 1);
  });
  for (int i = 0; i < 6; i++) std::cout << av[i] << (i == 5 ? "\n" : " ");
  return 0;
}
