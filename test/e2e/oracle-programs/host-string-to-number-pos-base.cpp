// std::stoi and its kin with their optional arguments: `size_t* pos` receives the characters
// read, `base` is strtol's (0 reads a 0x or 0 prefix); std::stoul and std::stoull, whose minus
// sign negates in unsigned arithmetic; std::stof rounding the text once, to the nearest float.
#include <cstddef>
#include <cstdio>
#include <iostream>
#include <stdexcept>
#include <string>
#include <vector>

// Splits "12,-7,0x1f" into numbers with the position std::stoi reports, in base 0.
std::vector<long> parseList(const std::string& text) {
  std::vector<long> numbers;
  std::size_t at = 0;
  while (at < text.size()) {
    std::size_t used = 0;
    numbers.push_back(std::stol(text.substr(at), &used, 0));
    at += used + 1;
  }
  return numbers;
}

int main() {
  std::size_t pos = 99;
  std::cout << std::stoi("0x", &pos, 16) << " " << pos << "\n";
  std::cout << std::stoi("  -0x1F rest", &pos, 0) << " " << pos << "\n";
  std::cout << std::stoi("zz", nullptr, 36) << " " << std::stoi("101", NULL, 2) << " " << std::stoi("777", 0, 8) << "\n";
  std::cout << std::stol("123456789012", &pos) << " " << pos << " " << std::stoll("-0777", &pos, 0) << " " << pos << "\n";
  std::cout << std::stoul("-1") << " " << std::stoul("  ff", &pos, 16) << " " << pos << " " << std::stoull("18446744073709551615")
            << " " << std::stoull("-18446744073709551615") << "\n";
  const char* bad[] = {"18446744073709551616", "  +", "-"};
  for (const char* text : bad) {
    try {
      std::cout << std::stoul(text) << "\n";
    } catch (const std::out_of_range& e) {
      std::cout << "out_of_range " << e.what() << "\n";
    } catch (const std::invalid_argument& e) {
      std::cout << "invalid_argument " << e.what() << "\n";
    }
  }
  try { std::stoi("4294967296", &pos, 10); } catch (const std::out_of_range& e) { std::cout << "out_of_range " << e.what() << " " << pos << "\n"; }
  std::cout << std::stod("  3.25e2xyz", &pos) << " " << pos << " " << std::stof("1.5f", &pos) << " " << pos << "\n";
  std::cout << std::stod("0x1.8p1!", &pos) << " " << pos << " " << std::stod("-inf", &pos) << " " << pos << "\n";
  printf("%.9g %.9g %.9g\n", std::stof("1.00000005960464477539062500001"), std::stof("1.000000059604644775390625"), std::stof("0.1"));
  for (long n : parseList("12,-7,0x1f,010")) std::cout << n << " ";
  std::cout << "\n";
  char buffer[] = "77 apples";
  std::string::size_type read;
  std::cout << std::stoi(buffer, &read) << " " << read << "\n";
  return 0;
}
