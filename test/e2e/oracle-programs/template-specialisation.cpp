// Class template specialisation: explicit (`template <> struct S<int>`) and partial
// (`S<T, T>`, `S<T*>`, `S<const T>`, `S<T, 0>`), chosen by C++'s matching and
// "more specialised" ordering; explicit specialisation of function templates; a specialised
// class used in a kernel.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

template <typename T, typename U> struct Kind { static const int value = 0; };
template <typename T> struct Kind<T, T> { static const int value = 1; };
template <typename T> struct Kind<T*, T> { static const int value = 2; };
template <typename T> struct Kind<T*, T*> { static const int value = 3; };  // more specialised than <T, T>
template <> struct Kind<int, float> { static const int value = 4; };
template <typename T> struct Kind<const T, T> { static const int value = 5; };

// A value parameter's pattern: the recursion ends at the explicit specialisation.
template <int N> struct Factorial { static const int value = N * Factorial<N - 1>::value; };
template <> struct Factorial<0> { static const int value = 1; };

template <typename T, int N> struct Dims { static const int rank = N; static const int special = 0; };
template <typename T> struct Dims<T, 1> { static const int rank = 1; static const int special = 1; };

// Specialisations with members of their own: a scaled accumulator, exact for int.
template <typename T> struct Scale {
  T factor;
  T apply(T x) const restrict(amp, cpu) { return x * factor; }
};
template <> struct Scale<int> {
  int factor;
  int shift;
  int apply(int x) const restrict(amp, cpu) { return (x * factor) << shift; }
};

// Only declared in general: every use needs the specialisation.
template <typename T> struct Name;
template <> struct Name<int> { static const char letter = 'i'; };
template <> struct Name<float> { static const char letter = 'f'; };

// Static member functions of instances, called qualified.
template <typename T> struct Ops { static T combine(T a, T b) { return a + b; } };
template <> struct Ops<bool> { static bool combine(bool a, bool b) { return a || b; } };

template <typename T> T twice(T x) { return x + x; }
template <> int twice<int>(int x) { return 1000 + x; }
template <> float twice(float x) { return -x; }  // arguments deduced from the parameter types

int main() {
  std::cout << Kind<int, double>::value << Kind<float, float>::value << Kind<int*, int>::value
            << Kind<int*, int*>::value << Kind<int, float>::value << Kind<const int, int>::value
            << Kind<const int, const int>::value << std::endl;
  std::cout << Factorial<5>::value << " " << Factorial<0>::value << std::endl;
  std::cout << Dims<int, 3>::rank << Dims<int, 3>::special << " " << Dims<float, 1>::rank << Dims<float, 1>::special << std::endl;
  std::cout << Name<int>::letter << Name<float>::letter << std::endl;
  std::cout << twice(5) << " " << twice(2.5f) << " " << twice(2.5) << std::endl;
  std::cout << Ops<int>::combine(2, 3) << " " << Ops<bool>::combine(false, true) << " " << Ops<float>::combine(0.25f, 0.5f) << std::endl;

  std::vector<int> a(8);
  std::vector<float> b(8);
  for (int i = 0; i < 8; i++) { a[i] = i; b[i] = i * 0.5f; }
  array_view<int, 1> av(8, a);
  array_view<float, 1> bv(8, b);
  Scale<int> si = {3, 1};
  Scale<float> sf = {4.0f};
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    av[i] = si.apply(av[i]);
    bv[i] = sf.apply(bv[i]);
  });
  for (int i = 0; i < 8; i++) std::cout << av[i] << " " << bv[i] << (i == 7 ? "\n" : ", ");
  return 0;
}
