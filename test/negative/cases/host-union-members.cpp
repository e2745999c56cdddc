// expect: error unsupported 12:7
// expect: error unsupported 13:49
// A union's members share storage in C++ (g++ reads another member's bytes); ampc would keep
// each member apart and silently print a stale value, so it refuses them.
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
