// expect: error unsupported 7:9
// A derived class's field with the name of a base field: the flattened layout cannot hold both.
#include <iostream>

struct Base { int value; };
struct Derived : Base {
    int value;
};

int main() {
    Derived d;
    d.value = 1;
    std::cout << d.value << "\n";
}
