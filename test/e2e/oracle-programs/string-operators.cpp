#include <string>
#include <iostream>
#include <cstring>
#include <vector>
struct Named { std::string name; };
int main() {
  std::string a = "ab", b = "cd";
  std::string c = a + b;
  std::string d = a + "x";
  std::string e = "<" + a + '>' + '!';
  a += b;
  a += 'z';
  a += "yy";
  std::cout << c << " " << d << " " << e << " " << a << std::endl;
  std::cout << (a < b) << (a >= b) << (b > a) << (c <= c) << (c < "abd") << (d > "abx") << std::endl;
  std::cout << a.c_str() << " " << std::strlen(a.c_str()) << std::endl;
  a.append("!!");
  a.push_back('?');
  std::cout << a << " " << a[1] << a.length() << a.size() << std::endl;
  Named n;
  n.name += "field";
  n.name.append("-ok");
  std::vector<std::string> parts(2);
  parts[0] += "p0";
  parts[1] = parts[0] + "/" + n.name;
  std::cout << n.name << " " << parts[1] << std::endl;
  std::string acc;
  for (int i = 0; i < 5; i++) acc += std::to_string(i * i) + ",";
  std::cout << acc << acc.substr(0, acc.size() - 1).rfind(',') << std::endl;
  return 0;
}
