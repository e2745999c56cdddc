// <algorithm> writing into ranges of class objects whose copy constructor and operator= are
// user-written (and print): each element written is assigned once, by operator=, in libstdc++'s
// order, and no algorithm copy-constructs an element (a by-value parameter of the function is a copy).
#include <vector>
#include <algorithm>
#include <iostream>
struct P {
  int a;
  P() : a(0) {}
  P(int x) : a(x) {}
  P(const P& o) : a(o.a) { std::cout << " c" << a; }
  P& operator=(const P& o) { std::cout << " =" << o.a; a = o.a; return *this; }
  bool operator<(const P& o) const { return a < o.a; }
  bool operator==(const P& o) const { return a == o.a; }
};
void show(const char* n, std::vector<P>& v, P& r0) {
  std::cout << "\n" << n << ":";
  for (auto& s : v) std::cout << " " << s.a;
  std::cout << " | " << r0.a << "\n";
}
int main() {
  std::vector<P> base = {5, 3, 5, 1};
  std::cout << "\nstart\n";
  std::vector<P> v(4);
  P& r0 = v[0];
  std::copy(base.begin(), base.end(), v.begin()); show("copy", v, r0);
  std::copy_n(base.begin() + 1, 2, v.begin()); show("copy_n", v, r0);
  std::copy_if(base.begin(), base.end(), v.begin(), [](const P& p) { return p.a > 2; }); show("copy_if", v, r0);
  std::copy_backward(base.begin(), base.begin() + 2, v.end()); show("copy_backward", v, r0);
  P nine(9);
  std::fill(v.begin(), v.end(), nine); show("fill", v, r0);
  std::fill_n(v.begin(), 2, P(6)); show("fill_n", v, r0);
  std::transform(base.begin(), base.end(), v.begin(), [](const P& p) { return P(p.a * 2); }); show("transform", v, r0);
  std::transform(base.begin(), base.end(), base.begin(), v.begin(), [](const P& p, const P& q) { return P(p.a + q.a); }); show("transform2", v, r0);
  int k = 0;
  std::generate(v.begin(), v.end(), [&k]() { return P(++k); }); show("generate", v, r0);
  std::generate_n(v.begin(), 2, [&k]() { return P(10 * ++k); }); show("generate_n", v, r0);
  std::replace_if(v.begin(), v.end(), [](const P& p) { return p.a > 3; }, P(0)); show("replace_if", v, r0);
  std::reverse_copy(base.begin(), base.end(), v.begin()); show("reverse_copy", v, r0);
  std::rotate_copy(base.begin(), base.begin() + 1, base.end(), v.begin()); show("rotate_copy", v, r0);
  std::remove_copy_if(base.begin(), base.end(), v.begin(), [](const P& p) { return p.a == 5; }); show("remove_copy_if", v, r0);
  std::merge(base.begin(), base.begin() + 2, base.begin() + 2, base.end(), v.begin(), [](const P& x, const P& y) { return x.a < y.a; }); show("merge", v, r0);
  std::move(base.begin(), base.begin() + 2, v.begin() + 1); show("move", v, r0);
  std::transform(base.begin(), base.begin() + 2, v.begin(), [](P p) { p.a += 1; return p; }); show("transform by value", v, r0);
  // Two by-value parameters: copied from the last argument to the first, as g++ passes them.
  std::transform(base.begin(), base.begin() + 2, v.begin(), v.begin() + 2, [](P x, P y) { return P(x.a * 10 + y.a); }); show("transform binary by value", v, r0);
  P arr[3];
  P& a0 = arr[0];
  std::copy(base.begin(), base.begin() + 3, arr);
  std::cout << "\narr: " << arr[0].a << arr[1].a << arr[2].a << " " << a0.a << "\n";
  P c[3];
  std::fill(c, c + 3, nine);
  std::cout << "\nc: " << c[0].a << c[1].a << c[2].a << "\n";
  std::cout << "end\n";
}
