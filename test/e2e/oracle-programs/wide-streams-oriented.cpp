// Wide output first makes stdout wide-oriented (glibc): later narrow output to it, by
// std::cout or printf, is lost, while std::cerr's file is unaffected. The C locale writes a wide
// character beyond ASCII to it as '?'.
#include <iostream>
#include <cstdio>
int main() {
  std::wcout << L"wide first" << std::endl;
  std::cout << "lost" << std::endl;
  printf("lost too\n");
  std::cerr << "stderr is byte-oriented\n";
  std::wcout << L"wide again, café " << L'é' << L"\n";
  return 3;
}
