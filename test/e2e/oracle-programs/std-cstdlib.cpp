// <cstdlib> on the host: glibc's rand() sequence (default seed 1, srand(0) as srand(1),
// seeds above INT_MAX), its macros, and exit() that no catch (...) can stop.
#include <iostream>
#include <cstdlib>
#include <climits>
#include <cfloat>
#include <ctime>

int checksum(int count) {
  unsigned h = 0;
  for (int i = 0; i < count; i++) h = h * 33u + (unsigned)rand();
  return (int)(h % 1000000007u);
}

void leave(int code) {
  std::cout << "leaving with " << code << std::endl;
  exit(code);
}

int main() {
  for (int i = 0; i < 5; i++) std::cout << rand() << ' ';
  std::cout << '\n';
  srand(0);
  std::cout << rand() << ' ' << rand() << '\n';
  srand(1);
  std::cout << rand() << '\n';
  srand(4294967295u);
  std::cout << rand() << ' ' << checksum(1000) << '\n';
  srand(123456789);
  std::cout << checksum(100000) << '\n';
  srand((unsigned)time(NULL));
  int r = rand();
  std::cout << (r >= 0 && r <= RAND_MAX) << ' ' << (time(0) > 1600000000) << '\n';
  std::cout << RAND_MAX << ' ' << INT_MAX << ' ' << INT_MIN << ' ' << UINT_MAX << ' ' << SHRT_MIN << ' ' << CHAR_BIT << '\n';
  std::cout << FLT_MAX << ' ' << FLT_MIN << ' ' << FLT_EPSILON << ' ' << DBL_EPSILON << ' ' << FLT_DIG << ' ' << DBL_MANT_DIG << '\n';
  std::cout << abs(-5) << ' ' << labs(-7) << ' ' << std::abs(-2.5) << ' ' << EXIT_SUCCESS << ' ' << EXIT_FAILURE << '\n';
  try {
    leave(3);
  } catch (...) {
    std::cout << "caught" << std::endl;
  }
  std::cout << "not reached" << std::endl;
  return 0;
}
