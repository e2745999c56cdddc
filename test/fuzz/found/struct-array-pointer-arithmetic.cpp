// Valid C++ stopped at run time: arithmetic on a pointer into a C array (or a std::vector) of
// structs — `(p + 1)->a`, `p[1]` — throws "pointer arithmetic (1) outside the array the pointer
// points into" (exit 134) where g++ prints 12 7. Found by the differential fuzzer (pointers.ts).
// Likely cause: runtime/object-blocks.ts's objectAt finds the element's position only for blocks
// made by newObjects (`new S[n]`); a C array of structs or a vector's elements are never
// registered, so any nonzero offset is taken as out of range.
// The generator leaves out arithmetic on pointers to structs (pointers.ts structAccess) and
// std::sort over a C array of structs (containers.ts) under avoidKnownBugs.
#include <iostream>
#include <vector>
struct S { int a; unsigned b; float c; };
int main() {
  S arr[3] = { { 1, 2u, 1.0f }, { 3, 4u, 2.0f }, { 5, 6u, 3.0f } };
  S* sq = &arr[1];
  (sq + 1)->a = 12;
  std::vector<S> v(3);
  S* q = &v[0];
  q[2].a = 7;
  std::cout << arr[2].a << " " << v[2].a << "\n";
  return 0;
}
