// expect: error unsupported 15:9
// A user move assignment runs for an assignment from a temporary: not supported by ampc (the copy
// assignment from an lvalue is).
#include <iostream>
struct Slot {
    int v;
    Slot(int x) : v(x) {}
    Slot& operator=(const Slot& o) { v = o.v; std::cout << "copy assign\n"; return *this; }
    Slot& operator=(Slot&& o) { v = o.v; std::cout << "move assign\n"; return *this; }
};
int main() {
    Slot a(1), b(2);
    a = b;
    std::cout << a.v << "\n";
    a = Slot(3);
    return a.v;
}
