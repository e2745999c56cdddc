// An integer duration's count() is its rep, libstdc++'s int64_t: `long` on Linux x86-64, not
// `long long` (another type of the same width). An overload and is_same tell them apart.
#include <chrono>
#include <iostream>
#include <type_traits>

void show(long n) { std::cout << "long " << n << "\n"; }
void show(long long n) { std::cout << "long long " << n << "\n"; }

int main() {
  auto ms = std::chrono::milliseconds(1500);
  show(ms.count());
  show(std::chrono::duration_cast<std::chrono::seconds>(ms).count());
  std::cout << std::is_same<decltype(ms.count()), long>::value << "\n";
  long* p = nullptr;
  auto n = std::chrono::hours(2).count();
  p = &n;
  std::cout << *p << "\n";
  return 0;
}
