// expect: error unsupported-destructor 20:26
// expect: error no-matching-function 28:28
// expect: error no-matching-function 29:17
// expect: error no-matching-function 31:23
// expect: error unsupported 33:17
// expect: error unsupported 35:17
// expect: error amp-type 37:89
// expect: error unsupported-destructor 37:101
// expect: error unsupported 39:3
// expect: error unsupported 40:23
// std::thread is moved, never copied; it copies its arguments, so a non-const reference
// parameter cannot take one (g++ rejects both; a reference to a scalar binds to std::ref(x) only).
// ampc runs the function object and the arguments it is given, not
// copies: a named function object the thread would change, and an argument bound to a reference
// to const that the function may change another way, are rejected. A thread passed by value, or
// destroyed by clear(), is not modelled, and no thread exists in restrict(amp) code.
#include <amp.h>
#include <thread>
#include <vector>
void byValue(std::thread t) { t.join(); }
void increment(int& n) { n++; }
void grow(std::vector<int>& v) { v.push_back(1); }
std::vector<int> shared;
void show(const std::vector<int>& v) { shared.push_back(int(v.size())); }
struct Counter { int n = 0; void operator()() { n++; } };
int main() {
  int n = 0;
  std::thread a(increment, 1);
  std::thread b(a);
  std::vector<int> numbers;
  std::thread c(grow, numbers);
  Counter counter;
  std::thread d(counter);
  auto next = [n]() mutable { n++; };
  std::thread e(next);
  concurrency::array_view<int, 1> v(1, &n);
  concurrency::parallel_for_each(v.extent, [=](concurrency::index<1> i) restrict(amp) { std::thread f; v[i] = 1; });
  std::vector<std::thread> pool;
  pool.clear();
  std::thread h(show, shared);
  return 0;
}
