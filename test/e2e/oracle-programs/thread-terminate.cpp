// A std::thread destroyed while still joinable calls std::terminate: libstdc++ prints
// "terminate called without an active exception" and aborts (exit 134), losing what cout had
// not flushed. The thread's own work is done (and joined threads are fine) before that.
#include <cstdio>
#include <iostream>
#include <thread>

int main() {
  int done = 0;
  {
    std::thread ok([&done] { done++; });
    ok.join();
    std::cout << "joined " << done << std::endl;
  }
  {
    std::thread forgotten([&done] { done++; });
    std::cout << "not flushed " << done << "\n";
  }
  std::cout << "never printed" << std::endl;
  return 0;
}
