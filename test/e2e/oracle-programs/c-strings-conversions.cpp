// C strings meeting std::string (operator+, +=, a std::string return), a C string as a condition,
// const arrays of them, a default member initializer, and main's argv declared `char* argv[]`.
#include <cstdio>
#include <iostream>
#include <string>
static const char* const kinds[] = {"cpu", "gpu"};
struct Acc { const char* desc = "default"; };
std::string describe(const char* what) { return std::string("<") + what + ">"; }
int main(int argc, char* argv[]) {
  const char* s = argc > 5 ? "many" : "few";
  if (s) std::cout << s << std::endl;
  Acc a;
  Acc& pa = a;
  std::cout << kinds[1] << " " << a.desc << " " << pa.desc << " " << describe(kinds[0]) << std::endl;
  const char* p = s;
  p++;
  std::cout << p << " " << (p - s) << " " << (argv[argc] == nullptr) << std::endl;
  char c = *p;
  std::cout << c << std::endl;
  std::string str = "abc";
  str += s;
  std::cout << str << std::endl;
  return 0;
}
