// std::wcout and std::wcerr: wide literals and wchar_t print as characters. Narrow output first
// makes stdout byte-oriented, where wide output still prints (glibc's orientation rules; wide
// output first is in wide-streams-oriented.cpp).
#include <iostream>
#include <cstdio>
int main() {
  std::cout << "narrow first\n";
  std::wcout << L"wide " << 42 << L'!' << ' ' << 1.5 << std::endl;
  wchar_t w = L'x';
  std::wcout << w << L"\n";
  printf("printf %d\n", 1);
  std::wcout << L"wide" << L' ' << (wchar_t)65 << std::endl;
  std::wcerr << L"to stderr\n";
  std::cout << "narrow again" << std::endl;
  return 0;
}
