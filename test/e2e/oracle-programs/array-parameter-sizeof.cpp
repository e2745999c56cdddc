// sizeof of array parameters: they are pointers in C++ (8 bytes), their rows arrays.
#include <iostream>
int f(int a[2][3]) { return (int)sizeof(a) * 100 + (int)sizeof(a[0]); }
int g(int b[5]) { return (int)sizeof(b); }
int main() { int m[2][3] = {}; int v[5] = {}; std::cout << f(m) << " " << g(v) << " " << sizeof(m) << "\n"; }
