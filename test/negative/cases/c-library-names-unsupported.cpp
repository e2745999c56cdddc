// expect: error unsupported-library 12:3
// expect: error unsupported-library 13:3
// expect: error unsupported-library 14:17
// expect: error unsupported-library 15:3
// A C library function ampc does not implement (wide-character output, stream input, strtok,
// Visual C++'s console input) is "not supported by ampc", never an undeclared identifier.
#include <cstdio>
#include <cstring>
int main() {
  char line[64] = "a,b";
  char* rest = line;
  wprintf(L"%d\n", 1);
  fgets(line, 64, stdin);
  char* token = strtok(rest, ",");
  _getch();
  return token != nullptr;
}
