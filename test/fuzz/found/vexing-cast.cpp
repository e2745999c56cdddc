// Invalid C++ accepted (low priority): `(int(float(p))) & m` is, by C++'s disambiguation rule
// ([dcl.ambig.res]: what can be a type-id is one), a C-style cast to the function type
// `int(float)` applied to `&m`, so g++ rejects it ("invalid cast to function type").
// ampc parses the parenthesised part as an expression and prints 1. Found by the differential
// fuzzer. Likely cause: the cast-vs-parenthesised-expression gate in src/parser/parser.ts does
// not consider a functional-cast-shaped type-id (a function type with a parenthesised declarator).
#include <iostream>
int main() {
  bool p = true;
  int m = 3;
  std::cout << ((int(float(p))) & m) << "\n";
  return 0;
}
