// expect: error unsupported 10:5
// expect: error unsupported 18:14
// `extern int counter;` declares the variable and `int counter = 5;` defines it: C++, which ampc
// does not join into one variable. It said "redefinition of 'counter'", as if the program were
// wrong; it is refused as not supported instead.
#include <iostream>
extern int counter;
int next() { return ++counter; }

int counter = 5;

int main() {
  std::cout << next() << "\n";
  return 0;
}

int local() {
  extern int counter;
  return counter;
}
// A block-scope `extern` (line 18) names the global; ampc would have made a new local: refused.
