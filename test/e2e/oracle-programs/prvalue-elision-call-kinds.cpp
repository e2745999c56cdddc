// A prvalue of a class initialises the object itself, whatever call made it: through a function
// pointer, a closure, a std::function, a pointer to member, or a conditional between two of
// them; the copy constructor runs only for the lvalue. A member function may be called on one.
#include <cstdio>
#include <functional>
struct T { int v; T(int x) : v(x) { std::printf("ctor %d\n", v); } T(const T& o) : v(o.v) { std::printf("copy %d\n", v); } ~T() { std::printf("dtor %d\n", v); } };
T make(int x) { return T(x); }
struct F { int k; T method() const { return T(k); } T operator()() const { return T(k + 1); } };
struct U { int v; U(int x) : v(x) { std::printf("U ctor %d\n", v); } U(const U& o) : v(o.v) { std::printf("U copy %d\n", v); } void bump() { v++; } int get() const { return v; } };
U makeU(int x) { return U(x); }
struct G { int k; U method() const { return U(k); } };
int main() {
  T (*fp)(int) = make;
  { std::puts("-- fp"); T a(fp(1)); }
  { std::puts("-- lambda"); auto l = [](int x) { return T(x); }; T a(l(2)); }
  { std::puts("-- method"); F f{3}; T a(f.method()); }
  { std::puts("-- functor"); F f{4}; T a(f()); }
  { std::puts("-- std::function"); std::function<T(int)> g = make; T a(g(6)); }
  { std::puts("-- cond"); bool c = true; T a(c ? T(7) : T(8)); }
  { std::puts("-- cond2"); bool c = false; T a = c ? make(9) : make(10); }
  { std::puts("-- braces"); T a{fp(11)}; }
  { std::puts("-- eq fp"); T a = fp(12); }
  { std::puts("-- eq lambda"); auto l = [](int x) { return T(x); }; T a = l(13); }
  { std::puts("-- eq method"); F f{14}; T a = f.method(); }
  { std::puts("-- eq std::function"); std::function<T(int)> g = make; T a = g(15); }
  { std::puts("-- eq cond"); bool c = true; T a = c ? T(16) : T(17); }
  { std::puts("-- T(T(x))"); T a(T(18)); }
  {
    U (*fp)(int) = makeU;
    U (G::*pm)() const = &G::method;
    G g{3};
    std::printf("%d\n", fp(1).get());
    U a((g.*pm)()); std::printf("%d\n", a.v);
    bool c = false;
    U b(c ? makeU(4) : fp(5)); std::printf("%d\n", b.v);
    U d(c ? U(6) : (c ? makeU(7) : fp(8))); std::printf("%d\n", d.v);
    U e(c ? a : b); std::printf("%d\n", e.v);
    fp(9).bump();
    (c ? U(10) : fp(11)).bump();
    auto l = [](int x) { return U(x); };
    U f{l(12)}; std::printf("%d\n", f.v);
  }
  return 0;
}
