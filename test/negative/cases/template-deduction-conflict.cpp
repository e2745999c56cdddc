// expect: error template-deduction 8:10
// T deduced as int from the first argument and as float from the second: no instance.
#include <iostream>
template <typename T>
T add(T a, T b) { return a + b; }

int main() {
  return add(1, 2.0f);
}
