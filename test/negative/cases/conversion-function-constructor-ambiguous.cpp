// expect: error ambiguous-call 11:9
// Copy-initialisation of a class from another ([over.match.copy]): the target's converting
// constructor `F(E&)` and the source's conversion function `E::operator F()` both bind the object
// to a non-const reference, so neither is better, and the conversion is ambiguous, as g++ says.
struct F;
struct E { int v; operator F(); };
struct F { int v; F() : v(0) {} F(E& a) : v(a.v + 100) {} };
E::operator F() { F b; b.v = v + 200; return b; }
int main() {
  E e{1};
  F f = e;
  return f.v;
}
