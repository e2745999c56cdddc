// std::thread with std::ref / std::cref arguments and with bind expressions: the thread's
// function changes the caller's objects through the wrappers, while plain arguments are copies.
#include <functional>
#include <iostream>
#include <thread>
#include <vector>

struct Tally {
  int count = 0;
  void operator()(int v) { count += v; }
};
void fill(std::vector<int>& out, int n) { for (int i = 0; i < n; ++i) out.push_back(i * i); }
void sumInto(const std::vector<int>& in, std::vector<int>& out) { int s = 0; for (int e : in) s += e; out.push_back(s); }

int main() {
  std::vector<int> squares;
  std::thread filler(fill, std::ref(squares), 5);
  filler.join();
  std::vector<int> sums;
  std::thread summer(sumInto, std::cref(squares), std::ref(sums));
  summer.join();
  std::cout << squares.size() << " " << sums[0] << std::endl;

  Tally tally;
  std::thread counter(std::ref(tally), 7);
  counter.join();
  std::thread bound(std::bind(std::ref(tally), 5));
  bound.join();
  std::cout << tally.count << std::endl;
  return 0;
}
