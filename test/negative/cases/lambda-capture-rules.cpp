// expect: error capture-missing 8:31
// expect: error const-write 9:20
// A name the capture list leaves out is not captured; a by-value capture is const unless the
// lambda is mutable.
#include <iostream>
int main() {
  int a = 1, b = 2;
  auto f = [a]() { return a + b; };
  auto g = [a]() { a = 5; return a; };
  auto h = [a]() mutable { a = 5; return a; };
  return f() + g() + h();
}
