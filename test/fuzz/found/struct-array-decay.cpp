// Valid C++ refused with a type error instead of a "not supported by ampc" diagnostic: a C array
// of structs does not decay to a pointer to its first element (`S* p = arr;` is "cannot convert
// 'S[3]' to 'S *'", `arr + 3` is "invalid operands to binary '+'"), so `std::sort(arr, arr + 3,
// cmp)` over an array of structs is refused. (An int array decays.) g++ prints 345 3.
// Found by the differential fuzzer (containers.ts); the generator leaves the sort out under
// avoidKnownBugs, and writes `&arr[0]` where it points into a struct array.
#include <algorithm>
#include <iostream>
struct S { int a; unsigned b; float c; };
int main() {
  S arr[3] = { { 5, 2u, 1.0f }, { 3, 4u, 2.0f }, { 4, 6u, 3.0f } };
  std::sort(arr, arr + 3, [](const S& x, const S& y) { return x.a < y.a; });
  S* p = arr;
  std::cout << arr[0].a << arr[1].a << arr[2].a << " " << p->a << "\n";
  return 0;
}
