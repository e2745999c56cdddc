// expect: error host-unsupported 13:71
// expect: error host-unsupported 13:81
// Two returns of different locals: g++ cannot construct either in place (no NRVO), so the
// returned one is moved from, and a user move constructor would run: not supported by ampc.
#include <iostream>
struct Buffer {
    int size;
    Buffer(int n) : size(n) {}
    Buffer(const Buffer& o) : size(o.size) { std::cout << "copy\n"; }
    Buffer(Buffer&& o) : size(o.size) { std::cout << "move\n"; o.size = 0; }
};
Buffer made(int n) { Buffer b(n); if (n > 4) return b; return b; }
Buffer pick(bool first) { Buffer a(1); Buffer b(2); if (first) return a; return b; }
int main() {
    Buffer x = made(3);
    Buffer z = pick(true);
    return x.size + z.size;
}
