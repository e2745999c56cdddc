// std::thread copies its arguments; std::ref(x) makes the copy a reference_wrapper, which binds
// to the function's reference parameter, so the thread changes the caller's object.
#include <cstdio>
#include <functional>
#include <thread>
#include <vector>

struct Totals {
  int sum = 0;
  int count = 0;
};

void addInto(Totals& t, const std::vector<int>& values) {
  for (int v : values) {
    t.sum += v;
    t.count++;
  }
}

int main() {
  Totals totals;
  std::vector<int> values = {4, 5, 6};
  std::thread t(addInto, std::ref(totals), values);
  t.join();
  std::thread u(addInto, std::ref(totals), std::vector<int>(2, 10));
  u.join();
  printf("sum %d count %d\n", totals.sum, totals.count);
  return 0;
}
