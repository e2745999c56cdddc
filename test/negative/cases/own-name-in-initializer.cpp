// expect: error unsupported 13:26
// expect: error unsupported 15:32
// A variable is in scope in its own initialiser ([basic.scope.pdecl]): `sizeof(x)` there is the
// new `long long` (8), not the outer int (4). ampc would take the outer variable, silently
// printing 4 (found by the differential fuzzer's generator, which named a variable in its own
// initialiser); it refuses instead. A lambda's own parameter of that name is not a use.
#include <iostream>
int main() {
  int x = 1;
  short y = 2;
  auto f = [](int x) { return x + 1; };
  {
    long long x = sizeof(x);
    std::cout << x << "\n";
    int y = f(2) + (int)sizeof(y);
    std::cout << y << "\n";
  }
  return 0;
}
