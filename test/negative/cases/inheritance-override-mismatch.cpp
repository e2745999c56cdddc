// expect: error override-mismatch 11:26
// 'override' on a function whose parameters differ from every base virtual function.
#include <iostream>

struct Base {
    virtual int f(int x) const { return x; }
};

struct Derived : Base {
    int g = 0;
    int f(float x) const override { return 2; }
};

int main() {
    Derived d;
    std::cout << d.f(1.0f) << "\n";
}
