// A std::vector<std::thread> destroyed with a joinable thread in it terminates the program, as a
// single std::thread does.
#include <iostream>
#include <thread>
#include <vector>

void count(int* n) { ++*n; }

int main() {
  int n = 0;
  {
    std::vector<std::thread> all;
    for (int i = 0; i < 3; i++) all.emplace_back(count, &n);
    for (auto& t : all) t.join();
    std::cout << "all joined " << n << std::endl;
  }
  std::vector<std::thread> some;
  for (int i = 0; i < 3; i++) some.emplace_back(count, &n);
  some[0].join();
  some[2].join();
  std::cout << "one left " << n << std::endl;
  return 0;
}
