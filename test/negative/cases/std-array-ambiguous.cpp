// expect: error ambiguous-name 9:3
// With both namespaces nominated, an unqualified `array` is ambiguous, as g++ reports it
// (the oracle's amp.h brings std::array along); std::array and concurrency::array qualified are fine.
#include <amp.h>
#include <array>
using namespace concurrency;
using namespace std;
int main() {
  array<int, 1> a(4);
  std::array<int, 2> b = {1, 2};
  concurrency::array<int, 1> c(4);
  return b[0];
}
