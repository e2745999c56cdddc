// expect: error unsupported 9:3
// expect: error no-member 12:13
// expect: error unsupported 14:3
// Nested-class pieces ampc does not support (an anonymous union member, a using-declaration in a
// class) and a nested class defined outside a class that does not declare it.
struct Base { int f() const { return 1; } };
struct Bag {
  int tag;
  union { int i; float f; };
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
