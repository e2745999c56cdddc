// expect: error unsupported 17:8
// `delete p` of a class with a destructor runs that class's destructors; a class declared later
// deriving from it, with a destructor body of its own, could be what p points to: reported there.
#include <iostream>

struct Base {
  virtual ~Base() { std::cout << "base\n"; }
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
