// Function templates ranked as C++ ranks them ([temp.func.order]): of two instances equally good
// for a call, the more specialised template's wins (pointer against value, const T* against T*,
// vector<T> and Box<T*> against T, T T against T U), a non-template function beats an instance as
// good, and member and operator templates are ordered the same way; a reference to an array
// (T (&)[N]) against T.
#include <iostream>
#include <vector>
template <class T> void f(T) { std::cout << "T\n"; }
template <class T> void f(T*) { std::cout << "T*\n"; }
template <class T> void f(const T*) { std::cout << "const T*\n"; }
template <class T> void g(T&) { std::cout << "g T&\n"; }
template <class T> void g(const T&) { std::cout << "g const T&\n"; }
template <class T> void show(const T& x) { std::cout << "one " << x << "\n"; }
template <class T> void show(const std::vector<T>& v) { std::cout << "vec " << v.size() << "\n"; }
template <class T> void h(T, T) { std::cout << "h T T\n"; }
template <class T, class U> void h(T, U) { std::cout << "h T U\n"; }
template <class T> void k(T) { std::cout << "k T\n"; }
void k(int) { std::cout << "k int\n"; }
template <class T> void m(T, int) { std::cout << "m T int\n"; }
template <class T, class U> void m(T, U) { std::cout << "m T U\n"; }
template <class T> struct Box { T v; };
template <class T> void b(T) { std::cout << "b T\n"; }
template <class T> void b(Box<T>) { std::cout << "b Box<T>\n"; }
template <class T> void b(Box<T*>) { std::cout << "b Box<T*>\n"; }
struct S {
  template <class T> void p(T) { std::cout << "S::p T\n"; }
  template <class T> void p(T*) { std::cout << "S::p T*\n"; }
};
template <class T> struct V { T x; };
template <class T> int operator+(const T&, int) { return 1; }
template <class T> int operator+(const V<T>&, int) { return 2; }
template <class T> int operator+(const V<T*>&, int) { return 3; }
template <class T> void a(T) { std::cout << "a T\n"; }
template <class T, int N> void a(T (&)[N]) { std::cout << "a T[" << N << "]\n"; }
template <class T> void r(const T&) { std::cout << "r const T&\n"; }
template <class T, int N> void r(const T (&)[N]) { std::cout << "r const T[" << N << "]\n"; }
struct Call {
  template <class T> int operator()(T) const { return 10; }
  template <class T> int operator()(T*) const { return 20; }
};
int main() {
  int x = 1; const int cx = 2;
  f(x); f(&x); f(&cx);
  g(x); g(cx);
  show(3); show(std::vector<int>{1, 2});
  h(1, 2); h(1, 2.5);
  k(1); k(2.5);
  m(1.5, 2); m(1, 2.5);
  Box<int> bi{1}; Box<int*> bp{&x};
  b(1); b(bi); b(bp);
  S s; s.p(1); s.p(&x);
  V<int> v{2}; V<int*> vp{&x};
  std::cout << (bi + 1) << (v + 1) << (vp + 1) << "\n";
  int arr[3] = {1, 2, 3};
  a(arr); a(1); r(arr); r(2);
  Call c;
  std::cout << c(1) << c(&x) << "\n";
}
