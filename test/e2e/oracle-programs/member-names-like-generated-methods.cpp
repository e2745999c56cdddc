// C++ members (fields, virtual and other member functions) named like the methods the host gives
// its classes (clone, copyAssign, destroyObject, ...) or the runtime classes they extend
// (withWhat, cppName, what, ...): renamed, never in their place; `clone` and `clone_` stay two.
#include <amp.h>
#include <cstdio>
#include <stdexcept>
using namespace concurrency;
struct P { int clone; float in; int copyAssign; };
union U { int bytes; float f; };
struct E : std::logic_error { int what_; int stack; int cause; int cppName; int whatArg;
  E(int w) : std::logic_error("oops"), what_(w), stack(w + 1), cause(w + 2), cppName(w + 3), whatArg(w + 4) {}
  const char* what() const noexcept override { return "E::what"; } };
struct B { int clone; B() : clone(1) {} virtual int clone_() const { return clone + 10; } virtual ~B() {} };
struct D : B { int clone__; D() : clone__(5) {} int clone_() const override { return clone + clone__; } };
struct S { int clone; int copyAssign; int destroyObject; int withWhat; int clone_; int constructor;
  S(int a) : clone(a), copyAssign(a + 1), destroyObject(a + 2), withWhat(a + 3), clone_(a + 4), constructor(a + 5) {} };
struct V { int clone; virtual ~V() { std::printf("~V %d\n", clone); } V(int c) : clone(c) {} virtual int copyAssign() const { return clone * 2; } };
struct W : V { int destroyObject; W(int c) : V(c), destroyObject(c + 1) {} ~W() { std::printf("~W %d\n", destroyObject); } int copyAssign() const override { return destroyObject * 3; } };
struct E2 : std::runtime_error { int withWhat; int cppName_; int whatArg_; E2(int w) : std::runtime_error("bad"), withWhat(w), cppName_(w + 1), whatArg_(w + 2) {} };
struct M { int v; M(int x) : v(x) {} int clone() const { return v + 100; } int copyAssign(int k) const { return v * k; } int destroyObject() const { return -v; } };
// The element layout and the host's writes through a view's elements name the members as the class does.
void viewElements() {
  std::vector<P> v(3);
  array_view<P, 1> av(3, v);
  for (int i = 0; i < 3; i++) { av[i].clone = i + 1; av[i].in = 0.5f * i; av[i].copyAssign = 7; }
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i].copyAssign += av[i].clone; av[i].in += 1; });
  for (int i = 0; i < 3; i++) std::printf("%d %g %d\n", av[i].clone, av[i].in, av[i].copyAssign);
  P p = av[1]; p.clone += 10; av[2] = p;
  av.synchronize();
  for (int i = 0; i < 3; i++) std::printf("%d %g %d\n", v[i].clone, v[i].in, v[i].copyAssign);
}
int main() {
  std::vector<P> ps(4);
  for (int i = 0; i < 4; i++) { ps[i].clone = i; ps[i].in = i * 0.5f; ps[i].copyAssign = 10 * i; }
  array_view<P, 1> av(4, ps);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i].clone += 100; av[i].in *= 2; av[i].copyAssign += av[i].clone; });
  av.synchronize();
  for (int i = 0; i < 4; i++) std::printf("%d %g %d\n", ps[i].clone, ps[i].in, ps[i].copyAssign);
  U u; u.bytes = 7; U u2 = u; std::printf("%d\n", u2.bytes);
  try { throw E(1); } catch (const std::exception& e) { std::printf("%s\n", e.what()); }
  try { throw E(2); } catch (const E& e) { E f = e; std::printf("%d %d %d %d %d %s\n", f.what_, f.stack, f.cause, f.cppName, f.whatArg, f.what()); }
  D d; B* pb = &d; D d2 = d; std::printf("%d %d\n", pb->clone_(), d2.clone_());
  int in = 3, in_ = 4, in__ = 5; std::printf("%d %d %d\n", in, in_, in__);
  S a(1); S b = a; a.clone = 7; S c(0); c = a;
  std::printf("%d %d %d %d %d %d | %d %d\n", b.clone, b.copyAssign, b.destroyObject, b.withWhat, b.clone_, b.constructor, c.clone, c.clone_);
  std::vector<S> vs; vs.push_back(a); vs.push_back(b); std::vector<S> vs2 = vs; std::printf("%d %d\n", vs2[0].clone, vs2[1].clone);
  V* p = new W(5); std::printf("%d\n", p->copyAssign()); delete p;
  V v(3); V v2 = v; std::printf("%d\n", v2.copyAssign());
  try { throw E2(10); } catch (const E2& e) { E2 f = e; std::printf("%s %d %d %d\n", f.what(), f.withWhat, f.cppName_, f.whatArg_); }
  try { throw E2(20); } catch (const std::exception& e) { std::printf("%s\n", e.what()); }
  M m(4); M m2 = m; m2 = m; std::printf("%d %d %d\n", m2.clone(), m2.copyAssign(3), m2.destroyObject());
  viewElements();
  return 0;
}
