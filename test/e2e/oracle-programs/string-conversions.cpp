#include <string>
#include <iostream>
#include <stdexcept>
int main() {
  std::cout << std::to_string(42) << "|" << std::to_string(-7) << "|" << std::to_string(3000000000u) << "|" << std::to_string(1LL << 40) << std::endl;
  std::cout << std::to_string(3.14159265) << "|" << std::to_string(1e22) << "|" << std::to_string(-0.0) << "|" << std::to_string(1.0f / 3) << "|" << std::to_string('a') << std::endl;
  std::cout << std::stoi("  -123abc") << " " << std::stoi("+7") << " " << std::stol("2147483647") << " " << std::stoll("-9223372036854775808") << std::endl;
  std::cout << std::stof("3.25") << " " << std::stod("1e-3") << " " << std::stod(".5") << " " << std::stod("0x1p3") << " " << std::stod("1e") << " " << std::stof("inf") << std::endl;
  std::string bad[] = {"", "abc", "  +", "3000000000", "-2147483649", "1e400", "1e-320"};
  for (int i = 0; i < 7; i++) {
    std::string b = bad[i];
    try { std::cout << std::stoi(b); } catch (const std::invalid_argument& e) { std::cout << "IA:" << e.what(); } catch (const std::out_of_range& e) { std::cout << "OOR:" << e.what(); }
    std::cout << " ";
    try { std::cout << std::stod(b); } catch (const std::invalid_argument& e) { std::cout << "IA:" << e.what(); } catch (const std::out_of_range& e) { std::cout << "OOR:" << e.what(); }
    std::cout << " ";
    try { std::cout << std::stof(b); } catch (const std::logic_error& e) { std::cout << "LE:" << e.what(); }
    std::cout << std::endl;
  }
  std::string s = "hello world, hello";
  std::cout << s.find("hello") << " " << s.find("hello", 1) << " " << s.rfind("hello") << " " << s.find('o') << " " << s.rfind('o') << " " << s.rfind("hello", 5) << std::endl;
  std::cout << (s.find("xyz") == std::string::npos) << " " << s.find("", 3) << std::endl;
  std::cout << s.substr(6) << "|" << s.substr(6, 5) << "|" << s.substr(13, 100) << "|" << s.substr(18) << "|" << std::endl;
  try { std::cout << s.substr(19); } catch (const std::out_of_range& e) { std::cout << "OOR " << e.what() << std::endl; }
  std::string a = "abc", b = "abd", c = "ab", d;
  std::cout << (a.compare(b) < 0) << (a.compare(c) > 0) << (c.compare(a) < 0) << a.compare(a) << " " << d.empty() << a.empty() << std::endl;
  return 0;
}
