// expect: error unsupported-library 18:36
// expect: error unsupported-library 19:36
// expect: error unsupported-library 20:53
// std::replace binds its old value by const reference and compares each element with it as it
// goes: where that value is one of the elements (v[0], a reference), the comparisons after its
// replacement see the new value, which ampc, reading the value once, does not model. Over class
// objects ampc compares with its own copy of the value, made by default construction and
// assignment: refused where those run user code (std::remove_copy alike).
#include <algorithm>
#include <vector>
struct S { int a; bool operator==(const S& o) const { return a == o.a; } };
struct P { int a; P() : a(0) {} P(int x) : a(x) {} P& operator=(const P& o) { a = o.a; return *this; } bool operator==(const P& o) const { return a == o.a; } };
int main() {
  std::vector<int> v = {5, 3, 5};
  std::vector<S> w = {{5}, {3}, {5}};
  std::vector<P> p = {5, 3, 5};
  std::vector<P> out(3);
  std::replace(v.begin(), v.end(), v[0], 7);
  std::replace(w.begin(), w.end(), w[0], S{7});
  std::remove_copy(p.begin(), p.end(), out.begin(), P(3));
  return 0;
}
