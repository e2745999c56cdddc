// <ctime>'s time_t (glibc's long) as a type name, and time() given any null pointer constant:
// nullptr as well as NULL and 0 (srand(time(nullptr)) is how real programs seed rand()).
#include <ctime>
#include <cstdlib>
#include <iostream>
#include <type_traits>
int main() {
  srand(time(nullptr));
  time_t t = time(NULL);
  std::time_t u = std::time(0);
  long d = u - t;
  std::cout << (t > 1000000000) << (d >= 0 && d < 100) << std::is_same<time_t, long>::value << sizeof(time_t) << "\n";
  return 0;
}
