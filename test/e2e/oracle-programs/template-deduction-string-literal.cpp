// A string literal is a `const char[N]`: a by-value parameter `T` deduces it decayed to
// `const char*`, a `const T&` parameter the array itself, a `const T*` parameter its `char`
// ([temp.deduct.call]/2). Overload resolution then prefers the template's exact match to a
// std::string parameter's user-defined conversion.
#include <iostream>
#include <string>
template <class T> void g(T x) { std::cout << sizeof(x) << ' ' << x << '\n'; }
template <class T> void h(const T& x) { std::cout << sizeof(x) << ' ' << sizeof(T) << ' ' << x << '\n'; }
template <class T> void p(const T* x) { std::cout << sizeof(T) << ' ' << x << '\n'; }
template <class T> std::string s(T x) { return std::string(x) + "!"; }
void k(const std::string& a) { std::cout << "k string " << a << '\n'; }
template <class T> void k(T a) { std::cout << "k T " << a << '\n'; }
template <class T, class U> bool same(T, U) { return sizeof(T) == sizeof(U); }
int main() {
  g("abc");
  h("abc");
  h("hello");
  p("xy");
  std::cout << s("q") << '\n';
  k("lit");
  k(std::string("str"));
  g(std::string("ab").size());
  std::cout << same("a", "abcdef") << '\n';
  return 0;
}
