// A pointer to const as a function template argument: deduced (T = const int* from a
// `const int*` argument, a separate instance from T = int*, whose body calls g's other overload)
// and written (pass<const char*>), and T* against const T* ordered by the arguments' constness.
#include <iostream>
template <class T> void over(T*) { std::cout << "mut\n"; }
template <class T> void over(const T*) { std::cout << "const\n"; }
void g(int*) { std::cout << "g mut\n"; }
void g(const int*) { std::cout << "g const\n"; }
template <class T> void call(T p) { g(p); }
void h(char*) { std::cout << "h mut\n"; }
void h(const char*) { std::cout << "h const\n"; }
template <class T> void pass(T p) { h(p); }
int main() {
  int x = 1; const int* cp = &x;
  call(cp); call(&x);
  over(cp); over(&x);
  char a[] = "hi";
  const char* ca = a;
  pass(a); pass(ca); pass<const char*>(a); pass("literal");
}
