// expect: error host-unsupported 8:5
// The implicit operator= of Holder assigns its std::vector member, and libstdc++'s vector
// assignment copy-constructs or assigns elements as it decides: with a user-written copy
// constructor those copies are visible, and ampc does not model them (reported at the constructor).
#include <iostream>
#include <vector>
struct Tracked {
    Tracked(const Tracked& o) : v(o.v) { std::cout << "copy\n"; }
    Tracked(int x) : v(x) {}
    int v;
};
struct Holder { std::vector<Tracked> items; };
int main() {
    Holder a, b;
    a = b;
    return 0;
}
