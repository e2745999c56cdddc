// expect: error unsupported 16:8
// A `T*` parameter given a pointer to const deduces `T = const int` in C++. ampc keeps a pointee's
// constness on variables, not in types, so the instance would be `T = int`'s and the call of g in
// it would choose g(int*) (g++ prints "const", ampc printed "mut"): refused. A `const T*`
// parameter, a plain `T` (which deduces the pointer type with its constness), and the pair
// `over(T*)` / `over(const T*)`, where C++ chooses the const one, are fine.
#include <cstdio>
void g(int*) { puts("mut"); }
void g(const int*) { puts("const"); }
template <class T> void call(T* p) { g(p); }
template <class T> void callConst(const T* p) { g(p); }
template <class T> void callPlain(T p) { g(p); }
int main() {
  int x = 0;
  const int* cp = &x;
  call(cp);
  call(&x);
  callConst(cp);
  callPlain(cp);
  call<int>(&x);
  std::puts("end");
  return 0;
}
