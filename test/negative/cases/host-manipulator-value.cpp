// expect: error host-unsupported 7:14
// A manipulator is written to a stream (`std::cout << std::setw(3)`); held as a value of its own
// it has no host form in ampc.
#include <iomanip>
#include <iostream>
int main() {
    auto m = std::setw(3);
    std::cout << 1 << "\n";
    return 0;
}
