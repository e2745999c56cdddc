// expect: error override-mismatch 5:21
// `~B() override` needs a virtual destructor in a base (g++: marked 'override', but does not override).
struct A { ~A() {} };

struct B : A { ~B() override {} };

int main() {
  B b;
  return 0;
}
