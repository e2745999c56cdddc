// A class member initialised from nested braces: `B b{{3, 4}, 5}`, `B c{{6}}` (the first member from the inner list).
#include <iostream>
struct S { int a, b; S(int a, int b) : a(a), b(b) {} };
struct A { int x, y; };
struct B { A in; int z; };
int main() { B b{{3, 4}, 5}; B c{{6}}; A a{{7}}; std::cout << b.in.y << b.z << c.in.x << c.z << a.x << "\n"; return 0; }
