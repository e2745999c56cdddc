// expect: error unsupported 12:5
// delete through a base pointer would run the derived class's destructor, which has a body.
#include <iostream>

struct Base { virtual ~Base() {} };
struct Noisy : Base {
    ~Noisy() { std::cout << "bye\n"; }
};

int main() {
    Base* p = new Noisy();
    delete p;
}
