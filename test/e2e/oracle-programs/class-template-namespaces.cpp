// Class templates of one name in a namespace and outside it are two templates, each with its
// own specialisations and instances.
#include <cstdio>
template <class T> struct B;
template <> struct B<int> { int f() { return 10; } };
namespace N {
template <class T> struct B { int f() { return 2; } };
int use() { B<int> x; return x.f(); }
}
template <class T> struct B { int f() { return 1; } };
namespace M {
template <class T> struct B;
template <class T> struct B { T v; int f() { return 3; } };
}
int main() {
  N::B<int> b;
  B<int> a;
  B<char> c;
  M::B<int> m;
  std::printf("%d %d %d %d %d\n", a.f(), b.f(), c.f(), m.f(), N::use());
  return 0;
}
