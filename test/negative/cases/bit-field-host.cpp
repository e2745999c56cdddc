// expect: error bit-field 10:15
// expect: error bit-field 16:25
// expect: error reference-binding 17:19
// Host bit-fields compile; what ampc cannot store exactly (a 64-bit one) and a const reference
// (bound to a copy of the field) are refused, and a non-const reference is ill-formed.
#include <iostream>

struct Flags {
    int ready : 1;
    long long big : 40;
    unsigned count : 5;
};

int main() {
    Flags f{0, 0, 3};
    const unsigned& c = f.count;
    unsigned& d = f.count;
    std::cout << c << d << "\n";
}
