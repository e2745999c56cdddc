// expect: error duplicate-case 13:10
// expect: error not-constant 16:10
// expect: error duplicate-case 21:5
// No two case labels of a switch have one value, and a case label is a constant expression
// ([stmt.switch]/2). Both were accepted: on the host the later duplicate was never taken, in a
// kernel WGSL refused the switch (crash fuzzing, H200 seed 1145: 'case 0b101' beside 'case 5').
#include <iostream>
int main(int argc, char**) {
  int x = argc;
  switch (x) {
    case 5: std::cout << "five\n"; break;
    case 1: break;
    case 0b101: std::cout << "also five\n"; break;
  }
  switch (x) {
    case x: break;
  }
  switch (x) {
    default: break;
    case 2: break;
    default: break;
  }
  return 0;
}
