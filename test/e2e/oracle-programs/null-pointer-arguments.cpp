// A null pointer constant (0, NULL, nullptr) converts to any pointer parameter ([conv.ptr]): user
// overloads and function pointers, and realloc/free of a null pointer.
#include <cstdlib>
#include <cstdio>
#include <iostream>
struct Node { int v; };
int which(int* p) { return p ? *p : -1; }
int which(double d) { return (int)d + 100; }
int ptrOnly(int* p) { return p == nullptr ? 7 : *p; }
int fptr(int (*f)(int)) { return f ? f(3) : -2; }
int twice(int x) { return 2 * x; }
// (conversion, exact) beats (conversion, conversion): the pointer overload.
int pick(float* p, int n) { return p ? 1 : n; }
int pick(long a, long b) { return (int)(a + b) + 50; }
int main() {
  int x = 5;
  std::cout << which(&x) << " " << which(nullptr) << " " << which(2.5) << "\n";
  std::cout << ptrOnly(0) << " " << ptrOnly(NULL) << " " << ptrOnly(nullptr) << " " << ptrOnly(&x) << "\n";
  std::cout << pick(0, 1) << " " << pick(3, 4) << "\n";
  std::cout << fptr(nullptr) << " " << fptr(0) << " " << fptr(twice) << "\n";
  int* a = (int*)realloc(NULL, 4 * sizeof(int));
  for (int i = 0; i < 4; i++) a[i] = i * i;
  a = (int*)realloc(a, 8 * sizeof(int));
  std::cout << a[3] << "\n";
  free(a);
  free(NULL);
  free(0);
  free(nullptr);
  int* b = (int*)realloc(nullptr, sizeof(int));
  b[0] = 9;
  std::cout << b[0] << "\n";
  free(b);
  return 0;
}
