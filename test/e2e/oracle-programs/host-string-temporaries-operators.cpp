// A std::string made from a literal (std::string("a"), std::string()) is a std::string, not a
// literal: `+`, `==`, `!=` and the orderings with another literal are std::string's operators.
#include <iostream>
#include <string>

int main() {
  std::string joined = std::string("a") + "b";
  std::cout << joined << " " << std::string("a") + "b" + 'c' << " " << std::string() + "e" << "\n";
  std::cout << (std::string("q") == "q") << (std::string("q") != "q") << ("r" == std::string("r")) << ("r" != std::string("s")) << "\n";
  std::cout << (std::string("abc") < "abd") << (std::string("b") >= "a") << ("b" > std::string("c")) << ("a" <= std::string("a")) << "\n";
  std::cout << std::string("x") + std::string("y") + "z" << " " << ('<' + std::string("tag") + '>') << "\n";
  const std::string header = std::string("Result: ") + std::to_string(42);
  std::cout << header << " " << header.size() << "\n";
  return 0;
}
