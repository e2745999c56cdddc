// expect: error format-invalid 9:22
// expect: error no-matching-function 10:3
// sprintf's format is checked against its arguments as printf's is; its destination is a
// writable char buffer, which a std::string is not.
#include <cstdio>
#include <string>
int main() {
  char buf[16];
  sprintf(buf, "%d", 1.5);
  sprintf(std::string("x"), "%d", 1);
  return 0;
}
