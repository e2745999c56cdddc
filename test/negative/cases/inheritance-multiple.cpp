// expect: error unsupported 7:22
// Two base classes: multiple inheritance is rejected, at the second base-specifier.
#include <iostream>

struct A { int a; };
struct B { int b; };
struct C : public A, public B { int c; };

int main() {
    C x;
    x.c = 1;
    std::cout << x.c << "\n";
}
