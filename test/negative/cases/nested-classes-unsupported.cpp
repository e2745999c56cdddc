// expect: error no-member 11:13
// expect: error unsupported 13:3
// Nested-class pieces ampc does not support (a using-declaration in a class) and a nested class
// defined outside a class that does not declare it. (An anonymous union member is supported:
// oracle program anonymous-unions.)
struct Base { int f() const { return 1; } };
struct Bag {
  int tag;
  struct Item;
};
struct Bag::Missing { int x; };
struct Derived : Base {
  using Base::f;
};
int main() {
  Bag b;
  b.tag = 1;
  return b.tag;
}
