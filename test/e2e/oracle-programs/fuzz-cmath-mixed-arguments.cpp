// Found by the differential fuzzer: <cmath>'s mixed arithmetic arguments go to the double overload.
#include <cmath>
#include <iostream>
int main() {
  std::cout << std::fmin(1.5f, 2) << " " << std::fmax(1, 2.5f) << "\n";
  return 0;
}
