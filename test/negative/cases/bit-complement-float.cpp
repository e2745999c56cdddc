// expect: error operand-type 6:13
// expect: error operand-type 7:13
// `~` takes integers only; g++: "wrong type argument to bit-complement". ampc printed ~1.5f as -2.
#include <cmath>
int main() {
  float a = ~1.5f;
  float b = ~INFINITY;
  int c = ~true + ~'a';
  return (int)(a + b) + c;
}
