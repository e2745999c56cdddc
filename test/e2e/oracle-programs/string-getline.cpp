#include <sstream>
#include <iostream>
#include <string>
int main() {
  std::istringstream in("first line\n  second  \n\nlast");
  std::string a, b, c, d, e = "keep";
  std::getline(in, a);
  std::getline(in, b);
  std::getline(in, c);
  std::getline(in, d);
  std::cout << "[" << a << "][" << b << "][" << c << "][" << d << "] " << in.fail() << in.eof() << std::endl;
  std::getline(in, e);
  std::cout << "[" << e << "] " << in.fail() << std::endl;
  std::istringstream mixed("42 rest of it\nnext");
  int n;
  std::string r;
  mixed >> n;
  std::getline(mixed, r);
  std::cout << n << "[" << r << "]" << std::endl;
  std::string line = "x";
  std::getline(std::cin, line);
  std::cout << "[" << line << "]" << std::endl;
  return 0;
}
