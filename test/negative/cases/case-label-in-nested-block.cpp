// expect: error unsupported 11:9
// A case label inside a nested statement of its switch is valid C++ (g++ prints 15 0 here), but
// ampc's switch is a list of top-level cases: refused as not supported, not (as before) as a label
// "not within a switch statement". Found while extending the fuzzer's switch family (switches.ts).
#include <iostream>
int pick(int x, int c) {
  int acc = 0;
  switch (x) {
    case 1:
      if (c > 2) {
        case 2: acc += 5;
      }
      acc += 10;
      break;
  }
  return acc;
}
int main() {
  std::cout << pick(1, 3) << " " << pick(1, 0) + pick(3, 0) - 10 << "\n";
  return 0;
}
