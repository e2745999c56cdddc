// Valid C++ rejected: std::max/std::min of two bools. They are templates
// (`const T& max(const T&, const T&)`), so T = bool and g++ prints "10". ampc says "no matching
// function for call to 'max(bool, bool)'" (and without "not supported by ampc"). The other
// arithmetic types (char, short, unsigned, double, ...) give the right type and value now.
// Likely cause: the std::min/std::max entries of src/library/ leave bool out of the types T
// may be.
#include <algorithm>
#include <iostream>
int main() {
  bool a = true, b = false;
  std::cout << std::max(a, b) << std::min(a, b) << "\n";
  return 0;
}
