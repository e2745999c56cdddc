// switch on the host: fallthrough, default in the middle, grouped labels, variables declared
// in case blocks, break out of a switch inside a loop, continue through a switch.
#include <iostream>

int classify(int x) {
  int r = 0;
  switch (x) {
    case 1:
      r += 1;
    case 2:
      r += 10;
      break;
    default:
      r += 100;
    case 3:
    case 4:
      r += 1000;
      break;
    case 5: {
      int local = x * 2;
      r += local;
    }
    case 6:
      r += 7;
  }
  return r;
}

int declared(int x) {
  switch (x) {
    case 0:
      int y;
      y = 5;
      return y;
    case 1:
      y = 9;
      return y + 1;
    default:
      return -1;
  }
}

int main() {
  for (int i = 0; i <= 8; ++i) std::cout << i << ": " << classify(i) << "\n";
  std::cout << declared(0) << " " << declared(1) << " " << declared(2) << "\n";
  int total = 0;
  for (int i = 0; i < 10; ++i) {
    switch (i % 4) {
      case 0:
        continue;
      case 1:
        total += i;
      case 2:
        total += 2 * i;
        break;
      default:
        if (i > 6) break;
        total += 100;
    }
    total += 1;
  }
  std::cout << "total " << total << "\n";
  char c = 'b';
  switch (c) {
    case 'a': std::cout << "a\n";
    case 'b': std::cout << "b\n";
    case 'c': std::cout << "c\n"; break;
    case 'd': std::cout << "d\n";
  }
  switch (3) {}
  switch (2) default: std::cout << "only default\n";
  return 0;
}
