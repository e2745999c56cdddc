// expect: error unsupported-library 13:3
// expect: error unsupported-library 15:3
// std::thread and std::atomic are not supported: their names, common words, are types only
// qualified, so a program's own variable `thread` still compiles and the qualified uses get
// "not supported by ampc", not a syntax error.
#include <thread>
#include <atomic>
#include <iostream>
void work(int x) { std::cout << x << std::endl; }
int main() {
  int thread = 3;
  int atomic = thread + 1;
  std::thread t(work, atomic);
  t.join();
  std::atomic<int> counter(0);
  return 0;
}
