// expect: error ambiguous-call 8:10
// f(1.0) converts double to int and to float equally well: ambiguous, with both candidates as notes.
#include <iostream>
int f(int x) { return 1; }
int f(float x) { return 2; }

int main() {
  return f(1.0);
}
