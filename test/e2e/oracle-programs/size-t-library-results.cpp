// What the C and C++ libraries return as size_t is `unsigned long` under g++ on Linux x86-64,
// not `unsigned long long` (another type of the same width): overloads, is_same and pointers tell them apart.
#include <cstdio>
#include <cstring>
#include <iostream>
#include <string>
#include <type_traits>

void show(unsigned long n) { std::cout << "unsigned long " << n << "\n"; }
void show(unsigned long long n) { std::cout << "unsigned long long " << n << "\n"; }

int main() {
  const char* s = "hello";
  std::cout << std::is_same<decltype(strlen(s)), size_t>::value << std::is_same<decltype(strlen(s)), unsigned long long>::value << "\n";
  show(strlen(s));
  show(std::stoull("42"));
  show(std::string("abc").size());
  auto n = strlen("four");
  unsigned long* p = &n;
  *p += 1;
  std::cout << n << "\n";
  char buf[16];
  std::snprintf(buf, sizeof buf, "%zu", strlen(s));
  std::cout << buf << "\n";
  return 0;
}
