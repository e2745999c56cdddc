// expect: error unsupported 6:12
// A virtual base class is rejected, at its base-specifier.
#include <iostream>

struct A { int a; };
struct B : virtual public A { int b; };

int main() {
    B x;
    x.b = 1;
    std::cout << x.b << "\n";
}
