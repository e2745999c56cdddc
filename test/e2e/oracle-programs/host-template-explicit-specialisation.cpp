// Explicit specialisations of function templates, with their arguments written (eq<double>,
// eq<const char*>) or deduced (eq(float, float)): each replaces its primary template's instance
// for those arguments and is chosen through that template's deduction; where two templates
// match (name(T) and name(T*) for double*), the more specialised one is specialised. One declared
// before a use and defined after it (later<int>) is the function that use calls.
#include <iostream>
#include <cstring>
#include <string>
template <class T> bool eq(T a, T b) { return a == b; }
template <> bool eq<double>(double a, double b) { return a - b < 0.01 && b - a < 0.01; }
template <> bool eq(float a, float b) { return true; }
template <class T> const char* name(T) { return "other"; }
template <> const char* name<int>(int) { return "int"; }
template <> const char* name(std::string) { return "string"; }
template <class T> const char* name(T*) { return "pointer"; }
template <> const char* name<int>(int*) { return "int pointer"; }
template <> const char* name(double*) { return "double pointer"; }
template <class T> T twice(T x) { return x + x; }
template <> std::string twice(std::string x) { return x + "|" + x; }
template <class T> bool same(T a, T b) { return a == b; }
template <> bool same<const char*>(const char* a, const char* b) { return std::strcmp(a, b) == 0; }
template <class T> const char* kind(T) { return "value"; }
template <> const char* kind(const char*) { return "const char*"; }
template <> const char* kind(char*) { return "char*"; }
template <class T> int later(T) { return 1; }
template <> int later<int>(int);
int useLater() { return later(5) * 10 + later(2.0); }
template <> int later<int>(int n) { return n + 1; }
int main() {
  std::cout << eq(1, 2) << eq(1.0, 1.001) << eq(1.0f, 5.0f) << "\n";
  int i = 0; double d = 1;
  std::cout << name(1) << " " << name(2.0) << " " << name(std::string("s")) << " " << name(&i) << " " << name(&d) << "\n";
  std::cout << twice(3) << " " << twice(std::string("ab")) << "\n";
  char a[] = "hi", b[] = "hi";
  const char* ca = a;
  std::cout << same<const char*>(a, b) << same<char*>(a, b) << same(ca, ca) << "\n";
  std::cout << kind(a) << " " << kind(ca) << " " << kind(1) << "\n";
  std::cout << useLater() << "\n";
}
