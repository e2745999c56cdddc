// std::ostream's unformatted output: put(c) and write(s, n) ignore a pending width (it stays for
// the next formatted item), write takes n chars from a literal, a char array or c_str().
#include <iostream>
#include <iomanip>
#include <sstream>
#include <string>
#include <cstring>
int main() {
  std::cout.put('X'); std::cout.put('\n');
  std::cout << std::setw(6); std::cout.put('a'); std::cout << 42 << "|\n";
  std::cout.write("abcdef", 3); std::cout << "\n";
  std::string s = "hello world"; std::cout.write(s.c_str(), 5); std::cout.put('\n');
  char buf[16]; strcpy(buf, "xyz"); std::cout.write(buf, strlen(buf)); std::cout << "\n";
  std::ostringstream os; os.put('Q'); os.write("rst", 2); os << 1; std::cout << os.str() << "\n";
  std::cerr.put('e'); std::cerr.write("rr\n", 3);
  for (char c = 'a'; c <= 'e'; ++c) std::cout.put(c - 32);
  std::cout.put(10);
  return 0;
}
