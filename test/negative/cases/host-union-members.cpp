// expect: error unsupported 13:7
// expect: error unsupported 14:49
// A union's members share storage in C++ (g++ reads another member's bytes); ampc shares them
// for scalars and arrays of scalars (oracle program unions-type-punning), and refuses a union
// with a class member, whose bytes it would not share.
#include <iostream>
struct P { unsigned lo; int hi; };
union U { P p; long long q; };
union One { int only; };
int main() {
    U a;
    One o;
    a.q = 0x100000005LL;
    o.only = 3; std::cout << o.only << " " << a.p.lo << "\n";
    return 0;
}
