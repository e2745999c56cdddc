// Member function templates: deduced and explicit arguments, const and static members, calls
// through `this->template`, unqualified calls between members, member templates of class
// templates, templated constructors, a member template defined out of class, and one used in
// restrict(amp) code.
#include <amp.h>
#include <cstdio>
#include <iostream>
#include <vector>
using namespace concurrency;

struct S {
  int a;
  template <typename T> T get(T x) const { return x + a; }
  template <typename T> static T twice(T x) { return x * 2; }
  template <typename T, typename U> double mix(T t, U u) const { return t * 10 + u + a; }
  template <int N> int scaled() const { return a * N; }
  int viaThis() const { return this->template scaled<3>() + this->get(1) + get<int>(2); }
  template <typename T> void add(T x) { a += (int)x; }
  template <typename T> T later(T x) const;
};

template <typename T> T S::later(T x) const { return x - a; }

template <typename T>
struct Box {
  T value;
  template <typename U> U as() const { return (U)value; }
  template <typename U> Box<U> map(U scale) const { Box<U> b; b.value = (U)value * scale; return b; }
  template <typename U> bool same(const Box<U>& other) const { return (double)value == (double)other.value; }
};

struct Point {
  float x, y;
  template <typename T> Point(T v) : x((float)v), y((float)v * 2) {}
  Point(float a, float b) : x(a), y(b) {}
  template <typename T> float dot(T sx, T sy) const restrict(amp, cpu) { return x * (float)sx + y * (float)sy; }
};

struct Scale {
  int k;
  template <typename T> T apply(T v) const restrict(amp) { return v * (T)k; }
};

int main() {
  S s{2};
  std::cout << s.get(3) << " " << s.get(0.5) << " " << s.get<double>(1) << " " << s.get('A') << std::endl;
  std::cout << S::twice(21) << " " << S::twice(1.25f) << " " << s.mix(1, 0.5) << " " << s.mix<int, int>(2.9, 3) << std::endl;
  std::cout << s.scaled<5>() << " " << s.viaThis() << " " << s.later(10) << " " << s.later(0.5) << std::endl;
  s.add(3.9);
  s.add(1);
  std::cout << s.a << std::endl;

  Box<double> b{2.75};
  Box<int> bi = b.map(4);
  Box<float> bf = b.map(0.5f);
  Box<int> eleven{11};
  std::cout << b.as<int>() << " " << bi.value << " " << bf.value << " " << b.same(bi) << " " << bi.same(eleven) << std::endl;

  Point p(3);
  Point q(1.5);
  Point r(1.0f, 2.0f);
  printf("%g %g %g %g %g %g\n", p.x, p.y, q.x, q.y, p.dot(1, 1), r.dot(0.5, 0.25));

  std::vector<int> data(8);
  array_view<int, 1> av(8, data);
  Scale sc{3};
  Point pt(1.0f, 2.0f);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    av[i] = sc.apply(i[0]) + (int)sc.apply(0.5f) + (int)pt.dot(i[0], 1);
  });
  av.synchronize();
  for (int v : data) std::cout << v << " ";
  std::cout << std::endl;
  return 0;
}
