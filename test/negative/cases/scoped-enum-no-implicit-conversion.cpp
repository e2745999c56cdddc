// expect: error type-mismatch 17:5
// expect: error type-mismatch 18:11
// expect: error type-mismatch 19:7
// expect: error operand-type 20:13
// expect: error operand-type 21:9
// expect: error stream-type 22:16
// expect: error operand-type 23:11
// A scoped enum has no implicit conversion ([dcl.enum]/10): not to int for a call or an
// initialization, not even the contextual one to bool; its only built-in operators are the
// comparisons with its own type. An explicit conversion takes its value.
#include <iostream>
enum class E { A, B };
enum class F { A };
void f(int) {}
int main() {
  E e = E::B;
  f(E::A);
  int i = e;
  if (E::A) return 1;
  int j = e + 1;
  if (e == F::A) return 2;
  std::cout << e;
  int k = -e;
  int ok = static_cast<int>(e) + int(E::A) + (e == E::A) + (e < E::B);
  switch (e) { case E::A: return ok; default: return i + j + k; }
}
