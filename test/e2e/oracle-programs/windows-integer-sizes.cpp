// <Windows.h> integer types at their Windows sizes: WORD and SHORT are 16 bits, DWORD 32.
#include <Windows.h>
#include <iostream>
int main() {
  WORD w = 65535; w += 2; SHORT s = 32767; s += 1; DWORD d = 0xFFFFFFFF; d += 1;
  std::cout << w << " " << s << " " << d << " " << sizeof(WORD) << sizeof(SHORT) << sizeof(DWORD) << "\n";
  HANDLE h = GetStdHandle(STD_OUTPUT_HANDLE); SetConsoleTextAttribute(h, FOREGROUND_RED | FOREGROUND_INTENSITY);
  return 0;
}
