// C++17 `if constexpr`: in a template instance the discarded branch is not instantiated, so it
// may hold code invalid for those arguments; outside templates both branches are checked and
// only the taken one runs. Also in a class template, a generic lambda and an amp helper template.
#include <amp.h>
#include <iostream>
#include <type_traits>
#include <vector>
using namespace concurrency;

struct Point { int x, y; int norm1() const { return (x < 0 ? -x : x) + (y < 0 ? -y : y); } };

template <typename T>
int describe(T v) {
  if constexpr (std::is_integral<T>::value) {
    return v % 7;            // invalid for float: discarded there
  } else if constexpr (std::is_same<T, Point>::value) {
    return v.norm1();        // invalid for scalars: discarded there
  } else {
    return (int)(v * 2.5f);
  }
}

template <int N>
int power2() {
  if constexpr (N == 0) return 1;
  else return 2 * power2<N - 1>();  // not instantiated for N == 0: the recursion ends
}

template <typename T>
struct Box {
  T value;
  int code() const {
    if constexpr (sizeof(T) == 8) return 64;
    else return (int)sizeof(T) * 8;
  }
};

template <typename T>
T twice(T v) restrict(amp, cpu) {
  if constexpr (std::is_same<T, float>::value) return v * 2.0f;
  else return v + v;
}

int main() {
  std::cout << describe(10) << " " << describe(1.5f) << " " << describe(Point{3, -4}) << "\n";
  std::cout << power2<0>() << " " << power2<5>() << "\n";
  Box<int> bi{1};
  Box<double> bd{2.0};
  Box<char> bc{'a'};
  std::cout << bi.code() << " " << bd.code() << " " << bc.code() << "\n";

  auto show = [](auto v) {
    if constexpr (std::is_floating_point<decltype(v)>::value) std::cout << "float " << v << "\n";
    else std::cout << "int " << v * 3 << "\n";
  };
  show(4);
  show(0.5);

  // Outside templates: both branches are checked, one runs.
  int count = 0;
  if constexpr (sizeof(int) == 4) count += 1; else count += 100;
  if constexpr (false) { count += 1000; }
  if constexpr (true) { int local = 5; count += local; }
  std::cout << "count " << count << "\n";

  std::vector<int> vi(4, 3);
  std::vector<float> vf(4, 1.25f);
  array_view<int, 1> ai(4, vi);
  array_view<float, 1> af(4, vf);
  parallel_for_each(ai.extent, [=](index<1> i) restrict(amp) {
    ai[i] = twice(ai[i]) + i[0];
    af[i] = twice(af[i]);
    if constexpr (sizeof(float) == 4) af[i] += 1.0f;
  });
  for (int i = 0; i < 4; i++) std::cout << ai[i] << " " << af[i] << "\n";
  return 0;
}
