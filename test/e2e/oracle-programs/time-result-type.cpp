// time() returns a time_t, which glibc on Linux x86-64 declares as `long`, not `long long`
// (another type of the same width): an overload tells them apart.
#include <ctime>
#include <iostream>

void show(long) { std::cout << "long\n"; }
void show(long long) { std::cout << "long long\n"; }

int main() {
  show(time(0));
  show(time(0) - time(0) + 1LL);
  return 0;
}
