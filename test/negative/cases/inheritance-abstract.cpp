// expect: error abstract-class 16:5
// An object of a class that leaves a pure virtual function unoverridden cannot be made.
#include <iostream>

struct Shape {
    virtual float area() const = 0;
    virtual int sides() const = 0;
};

struct Square : Shape {
    float s = 2.0f;
    float area() const override { return s * s; }
};

int main() {
    Square bad;
    std::cout << bad.area() << "\n";
}
