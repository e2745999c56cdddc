// expect: error override-mismatch 10:11
// An override must return what the function it overrides returns.
#include <iostream>

struct Base {
    virtual int size() const { return 1; }
};

struct Derived : Base {
    float size() const { return 2.0f; }
};

int main() {
    Derived d;
    std::cout << d.size() << "\n";
}
