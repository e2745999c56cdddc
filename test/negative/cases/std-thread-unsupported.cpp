// expect: error unsupported-library 15:3
// expect: error unsupported-library 16:3
// std::mutex and std::atomic are not supported: their names, common words, are types only
// qualified, so a program's own variables `thread` and `atomic` still compile, std::thread
// (supported) too, and the qualified uses get "not supported by ampc", not a syntax error.
#include <thread>
#include <mutex>
#include <atomic>
#include <iostream>
void work(int x) { std::cout << x << std::endl; }
int main() {
  int thread = 3;
  int atomic = thread + 1;
  std::thread t(work, atomic);
  std::mutex m;
  std::atomic<int> counter(0);
  t.join();
  return 0;
}
