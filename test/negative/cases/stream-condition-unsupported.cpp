// expect: error unsupported 20:10
// expect: error unsupported-library 21:3
// expect: error unsupported 22:17
// expect: error type-mismatch 23:13
// A stream as a condition is its operator bool: on the stream variable or std::cin the
// extraction read from (stream-conditions.cpp). An extraction from a stream a call returns
// names that stream twice in the generated code, and is reported as not supported by ampc; so
// is std::getline from a std::ostringstream, and reading into a class (with the program's
// operator>>). The operator bool is explicit: initializing a bool from a stream is an error.
#include <iostream>
#include <sstream>
#include <string>
struct Point { int x, y; };
std::istringstream streams[2] = {std::istringstream("1"), std::istringstream("2")};
int main() {
  int i = 0, x = 0;
  std::string s;
  std::ostringstream out;
  Point p;
  while (streams[i++] >> x) {}
  std::getline(out, s);
  streams[0] >> p;
  bool ok = streams[1] >> x;
  return x + ok;
}
