// expect: error unsupported 13:5
// delete through a base pointer whose destructor is not virtual: undefined behaviour when the object
// is a derived one, which ampc cannot tell at compile time (a virtual destructor is supported).
#include <iostream>

struct Base { ~Base() {} virtual int f() { return 0; } };
struct Noisy : Base {
    ~Noisy() { std::cout << "bye\n"; }
};

int main() {
    Base* p = new Noisy();
    delete p;
}
