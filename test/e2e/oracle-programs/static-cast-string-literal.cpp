// `static_cast<const char*>` of a string literal and of a choice between two (as C++ AMP samples
// print their verdicts): the literal's implicit conversion, made explicit.
#include <iostream>

int main() {
  bool passed = true;
  const char* word = static_cast<const char*>("ready");
  std::cout << word << ' ' << static_cast<const char*>(passed ? "passed" : "failed") << ' ' << static_cast<const char*>(!passed ? "yes" : "no") << '\n';
  return 0;
}
