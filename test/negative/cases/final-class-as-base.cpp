// expect: error base-class 5:12
// A class declared final cannot be a base (g++: cannot derive from 'final' base 'A').
struct A final { int x; };

struct B : A { int y; };

int main() {
  B b;
  b.y = 1;
  return b.y;
}
