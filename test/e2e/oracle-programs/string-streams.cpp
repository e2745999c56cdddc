#include <sstream>
#include <iostream>
#include <iomanip>
#include <string>
int main() {
  std::ostringstream oss;
  oss << "x=" << 42 << ", pi=" << std::fixed << std::setprecision(3) << 3.14159 << ' ' << std::setw(5) << 7 << std::endl;
  std::string s = oss.str();
  std::cout << s << s.size() << std::endl;
  std::ostringstream o2;
  o2 << 1.0 / 3 << "|" << std::scientific << 12345.678 << "|" << std::left << std::setw(4) << std::setfill('*') << 9 << "|";
  std::cout << o2.str() << std::endl;
  std::istringstream in("12 -3.5 word 7");
  int a; double b; std::string w; int c;
  in >> a >> b >> w >> c;
  std::cout << a << " " << b << " " << w << " " << c << " " << in.fail() << std::endl;
  int d = 99;
  in >> d;
  std::cout << d << " " << in.fail() << " " << in.eof() << std::endl;
  std::istringstream bad("abc");
  int e = 5;
  bad >> e;
  std::cout << e << " " << bad.fail() << std::endl;
  return 0;
}
