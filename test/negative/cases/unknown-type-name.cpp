// expect: error unknown-type 10:3
// expect: error unknown-type 7:1
// expect: error unknown-type 13:5
// Two names in a row start a declaration, so a type name ampc does not know (an MSVC-only type,
// a typo, a header's type not included) is "unknown type name 'X'" at X, as clang says, not a
// syntax error, and a declaration's other errors are still found.
Widget make(int n) { return n; }
#include <iostream>
int main() {
  __int64 big = 1;
  int total = 0;
  for (int i = 0; i < 3; i++) {
    Countr c = i;
    total += i;
  }
  std::cout << total << big << "\n";
  return 0;
}
