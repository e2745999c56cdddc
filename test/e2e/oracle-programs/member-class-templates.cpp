// Class templates declared in a class: `In<int>` there, `Outer::In<int>` outside, in a class template too, and in a kernel.
#include <iostream>
#include <amp.h>
using namespace concurrency;
template <typename U> struct Box { U u; };
struct Outer {
  typedef int Id;
  template <typename T> struct In { T v; Id id; T twice() const restrict(amp, cpu) { return v + v; } };
  template <typename T, int N> struct Arr { T a[N]; int size() const { return N; } };
  In<int> a;
  In<float> b;
  Arr<short, 3> c;
  int sum() const { return a.twice() + c.size(); }
};
template <typename T> struct Holder {
  template <typename U> struct Pair { T first; U second; };
  Pair<int> p;
};
struct In { int unrelated; };
int main() {
  Outer o; o.a.v = 2; o.b.v = 1.5f; o.c.a[2] = 7;
  Outer::In<int> z{5, 1};
  Outer::In<double> d{0.25, 0};
  Holder<float> h; h.p.first = 0.5f; h.p.second = 3;
  Holder<float>::Pair<char> hp{1.5f, 'x'};
  In plain{4};
  std::cout << o.a.v << ' ' << o.b.twice() << ' ' << z.v << ' ' << d.twice() << ' ' << o.sum() << ' ' << o.c.a[2] << ' ' << h.p.first << h.p.second << ' ' << hp.second << ' ' << plain.unrelated << "\n";
  std::vector<int> out(4);
  array_view<int, 1> av(4, out);
  Outer::In<int> cap{10, 0};
  parallel_for_each(av.get_extent(), [=](index<1> i) restrict(amp) {
    Outer::In<int> k{i[0], 1};
    av[i] = k.twice() + cap.twice();
  });
  av.synchronize();
  for (int v : out) std::cout << v << ' ';
  std::cout << '\n';
}
