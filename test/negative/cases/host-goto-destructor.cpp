// expect: error host-unsupported 9:5
// A goto's block becomes a dispatch loop on the host, with its variables declared before it: an
// object with a destructor (run at the end of each pass through its scope) does not fit that.
#include <iostream>
struct Noisy { ~Noisy() { std::cout << "bye\n"; } };
int main() {
    int i = 0;
again:
    Noisy n;
    if (++i < 3) goto again;
    return 0;
}
