// sprintf and snprintf into char buffers, with glibc's return values and truncation.
#include <cstdio>
#include <cstring>
#include <iostream>
#include <string>
int main() {
  char buf[64];
  int n = sprintf(buf, "x=%d y=%.3f s=%s", 42, 3.14159, "hi");
  std::cout << n << " [" << buf << "] " << strlen(buf) << "\n";
  char small[8];
  int m = snprintf(small, sizeof(small), "%05d-%s", 7, "truncated");
  std::cout << m << " [" << small << "] " << strlen(small) << "\n";
  int need = snprintf(nullptr, 0, "%d items", 12345);
  std::cout << "need " << need << "\n";
  char exact[6];
  int e = snprintf(exact, 6, "%s", "hello");
  std::cout << e << " [" << exact << "]\n";
  int one = snprintf(exact, 1, "%s", "abc");
  std::cout << one << " [" << exact << "] " << (int)exact[0] << "\n";
  char hex[16];
  std::snprintf(hex, sizeof hex, "%#x|%-4c|", 255, 'z');
  std::string s(hex);
  std::cout << s << " " << s.size() << "\n";
  char* p = buf;
  sprintf(p + 2, "%c%c", 'A', 'B');
  std::cout << buf << "\n";
  printf("%s\n", buf);
  return 0;
}
