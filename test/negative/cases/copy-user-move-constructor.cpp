// expect: error unsupported 13:35
// A by-value parameter that is returned is moved from (C++20's implicit move): with a user move
// constructor, that constructor would run, which ampc does not support.
#include <iostream>
struct Buffer {
    int size;
    Buffer(int n) : size(n) {}
    Buffer(const Buffer& o) : size(o.size) { std::cout << "copy\n"; }
    Buffer(Buffer&& o) : size(o.size) { std::cout << "move\n"; o.size = 0; }
};
// (NRVO: every return names `b`, so nothing is copied or moved.)
Buffer made(int n) { Buffer b(n); if (n > 4) return b; return b; }
Buffer forward(Buffer b) { return b; }
int main() {
    Buffer x = made(3);
    Buffer y = forward(x);
    return x.size + y.size;
}
