// expect: error unsupported 19:8
// `delete p` of a class with a destructor that is not virtual runs that class's destructors; a
// class declared later deriving from it, with a destructor body of its own, could be what p points
// to (undefined behaviour in C++, which ampc cannot tell at compile time): reported there. A
// virtual destructor destroys the object's own class (oracle program host-virtual-destructor).
#include <iostream>

struct Base {
  ~Base() { std::cout << "base\n"; }
};

void drop(Base* p) {
  delete p;
}

int main();

// Declared after the delete above.
struct Derived : Base {
  ~Derived() { std::cout << "derived\n"; }
};

int main() {
  drop(new Base());
  return 0;
}
