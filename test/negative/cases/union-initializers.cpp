// expect: error initializer-count 10:6
// expect: error unsupported 7:18
// A union is initialized by its first member only; a member of an anonymous union has no
// member initializer in ampc (assigning it in the constructor's body is supported).
#include <cstdio>
union U { int i; float f; };
struct X { X() : word(5u) {} union { unsigned char b[4]; unsigned word; }; };
int main() {
  X x;
  U u{1, 2};
  printf("%d %u\n", u.i, x.word);
  return 0;
}
