// expect: error operand-type 12:3
// expect: error operand-type 13:4
// expect: error operand-type 14:4
// ++ and -- of a stream, a string or a container: none has the operator (g++: no match for 'operator++').
#include <iostream>
#include <string>
#include <vector>

int main() {
  std::string s = "x";
  std::vector<int> v(2);
  ++std::cout;
  s--;
  v--;
  return 0;
}
