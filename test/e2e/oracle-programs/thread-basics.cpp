// std::thread on the host: ampc runs each thread's function to completion where the thread is
// constructed, one schedule C++ allows. Here no thread shares data (or stdout) with another
// thread while both run, so every schedule prints the same. Arguments are copied, a lambda's
// by-reference captures are shared, a kernel launched in a thread is waited for, and threads move
// between objects and live in vectors.
#include <amp.h>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <stdexcept>
#include <thread>
#include <vector>
using namespace concurrency;

void work(int i, double d) { printf("work %d %.2f\n", i, d); }

void addTo(const std::vector<int>& v, int bias) {
  int s = bias;
  for (int x : v) s += x;
  printf("sum %d\n", s);
}

long long square(long long x) { return x * x; }

struct Printer {
  int k = 7;
  void operator()(int x) const { printf("functor %d %d\n", k, x); }
};

void fill(array_view<int, 1> out, int base) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) { out[i] = base + i[0] * i[0]; });
}

int main() {
  std::thread a(work, 1, 2.5f);
  a.join();
  std::cout << "after join " << a.joinable() << "\n";

  // A by-reference capture is the caller's variable; the arguments are the thread's copies.
  int total = 0;
  int arg = 10;
  std::thread b([&total](int n) { total += n; }, arg);
  b.join();
  arg = 99;
  std::cout << "total " << total << " arg " << arg << "\n";

  std::vector<int> data = {1, 2, 3, 4};
  std::thread c(addTo, data, 100);
  c.join();
  std::thread d(square, 1 << 20);  // the result is discarded
  d.join();
  std::thread p(Printer(), 3);
  p.join();

  // Vectors of threads, started with emplace_back and push_back, joined in a loop; each thread
  // writes its own slot.
  std::vector<double> slots(5, 0.0);
  std::vector<std::thread> pool;
  std::cout << "pool starts" << std::endl;
  for (int i = 0; i < 3; i++) pool.emplace_back([&slots](int j, double x) { slots[j] = j * 10 + x; }, i, i * 0.5);
  pool.push_back(std::thread([&slots] { slots[3] = -1; }));
  pool.emplace_back([&slots] { slots[4] = 42; });
  for (auto& t : pool) t.join();
  std::cout << "pool " << pool.size() << ":";
  for (double s : slots) std::cout << " " << s;
  std::cout << "\n";
  for (std::thread& t : pool) std::cout << t.joinable();
  std::cout << "\n";

  // A vector of default-constructed threads, each assigned its own.
  std::vector<std::thread> two(2);
  std::cout << "two " << two[0].joinable() << two[1].joinable();
  for (int i = 0; i < 2; i++) two[i] = std::thread([&slots, i] { slots[i] += 100; });
  std::cout << two[0].joinable() << two[1].joinable() << "\n";
  for (auto& t : two) t.join();
  std::cout << "slots " << slots[0] << " " << slots[1] << "\n";

  // Default construction, move assignment, move construction, swap, detach.
  int runs = 0;
  std::thread e;
  std::cout << "default " << e.joinable() << " " << (e.get_id() == std::thread::id()) << "\n";
  e = std::thread([&runs] { runs++; });
  std::thread f(std::move(e));
  std::cout << "moved " << e.joinable() << f.joinable() << "\n";
  std::cout << "ids " << (f.get_id() != std::this_thread::get_id()) << (e.get_id() == std::thread::id()) << "\n";
  std::thread g;
  g.swap(f);
  std::cout << "swapped " << f.joinable() << g.joinable() << "\n";
  g.join();
  std::cout << "runs " << runs << "\n";

  // Inside a thread, this_thread::get_id() is that thread's.
  auto mainId = std::this_thread::get_id();
  bool other = false;
  std::thread h([&] { other = std::this_thread::get_id() != mainId; });
  h.join();
  std::cout << "own id " << other << "\n";

  // A kernel launched in a thread: its results are there once the thread is joined.
  std::vector<int> out(8);
  array_view<int, 1> av(8, out);
  std::thread k([&] { fill(av, 5); });
  k.join();
  av.synchronize();
  for (int x : out) std::cout << x << " ";
  std::cout << "\n";

  // join() or detach() of a thread that is not joinable throws std::system_error.
  try {
    k.join();
  } catch (const std::exception& ex) {
    std::cout << "caught " << ex.what() << "\n";
  }
  try {
    k.detach();
  } catch (const std::runtime_error& ex) {
    std::cout << "caught " << ex.what() << "\n";
  }

  std::this_thread::yield();
  auto t0 = std::chrono::steady_clock::now();
  std::this_thread::sleep_for(std::chrono::milliseconds(20));
  auto slept = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - t0).count();
  std::cout << "slept " << (slept >= 20) << "\n";
  std::cout << "hardware " << (std::thread::hardware_concurrency() > 0) << "\n";
  return 0;
}
