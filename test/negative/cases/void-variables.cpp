// expect: error type-mismatch 9:8
// expect: error type-mismatch 10:8
// C++ has no objects of type void: `auto x = f();` of a void function and `void y;` are errors
// (g++: "variable or field declared void"), which ampc accepted and compiled.
#include <vector>
#include <string>
void f() {}
int main() {
  auto x = f();
  void y;
  return 0;
}
