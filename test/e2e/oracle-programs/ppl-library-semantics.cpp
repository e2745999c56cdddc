// Each <ppl.h> facility ampc builds, run in index order on one thread (ppl-header.ts): combinable,
// parallel_for with and without a step, the iterator parallel_for_each writing elements, the sorts,
// transform and reduce, parallel_invoke, the locks, both task groups, and C++ AMP's own launch.
#include <amp.h>
#include <amp_math.h>
#include <ppl.h>
#include <iostream>
#include <vector>
#include <algorithm>
using namespace concurrency;
int main() {
  combinable<int> sum;
  parallel_for(0, 10, [&](int i) { sum.local() += i; });
  std::cout << "sum " << sum.combine(std::plus<int>()) << "\n";
  combinable<double> none([]() { return 1.5; });
  std::cout << "none " << none.combine([](double a, double b) { return a + b; }) << "\n";
  int steps = 0;
  parallel_for(1u, 20u, 3u, [&](unsigned i) { steps = steps * 2 + (int)(i % 3); });
  std::cout << "steps " << steps << "\n";
  std::vector<int> v(8);
  for (int i = 0; i < 8; i++) v[i] = (i * 5) % 8;
  parallel_for_each(v.begin(), v.end(), [](int& x) { x = x * x; });
  int a[4] = {4, 3, 2, 1};
  parallel_for_each(std::begin(a), std::end(a), [](int& x) { x += 10; });
  std::cout << "a " << a[0] << " " << a[3] << "\n";
  parallel_sort(v.begin(), v.end());
  for (int x : v) std::cout << x << " ";
  std::cout << "\n";
  parallel_buffered_sort(v.begin(), v.end(), [](int x, int y) { return x > y; });
  std::cout << "first " << v[0] << "\n";
  std::vector<float> f(8);
  parallel_transform(v.begin(), v.end(), f.begin(), [](int x) { return x * 0.5f; });
  std::cout << "f " << f[0] << " " << f[7] << "\n";
  std::cout << "reduce " << parallel_reduce(v.begin(), v.end(), 0) << " " << parallel_reduce(f.begin(), f.end(), 1.0f, [](float x, float y) { return x + y; }) << "\n";
  int x = 0, y = 0, z = 0;
  parallel_invoke([&] { x = 1; }, [&] { y = x + 1; }, [&] { z = y + 1; });
  std::cout << "invoke " << x << y << z << "\n";
  critical_section cs;
  int total = 0;
  parallel_for(0, 5, [&](int i) { cs.lock(); total += i; cs.unlock(); });
  std::cout << "total " << total << " " << cs.try_lock() << cs.try_lock() << "\n";
  cs.unlock();
  reader_writer_lock rw;
  { rw.lock_read(); std::cout << "rw " << rw.try_lock() << rw.try_lock_read() << "\n"; rw.unlock(); rw.unlock(); }
  task_group tg;
  int t1 = 0, t2 = 0;
  tg.run([&] { t1 = 10; });
  tg.run([&] { t2 = 20; });
  task_group_status st = tg.wait();
  std::cout << "tg " << t1 + t2 << " " << (st == completed) << "\n";
  structured_task_group stg;
  auto h1 = make_task([&] { t1 = 1; });
  auto h2 = make_task([&] { t2 = 2; });
  stg.run(h1);
  stg.run_and_wait(h2);
  std::cout << "stg " << t1 << t2 << "\n";
  Concurrency::combinable<int> c2;
  c2.local() = 7;
  bool existed = false;
  c2.local(existed);
  c2.combine_each([](int v) { std::cout << "each " << v << "\n"; });
  std::cout << "existed " << existed << "\n";
  try {
    parallel_for(0, 10, 0, [](int) {});
  } catch (const std::invalid_argument& e) {
    std::cout << "invalid " << e.what() << "\n";
  }
  try {
    cs.lock();
    cs.lock();
  } catch (improper_lock&) {
    std::cout << "improper\n";
  }
  std::vector<float> g(16, 2.0f);
  array_view<float, 1> av(16, g);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = fast_math::sqrt(av[i] * 8.0f); });
  av.synchronize();
  std::cout << "gpu " << g[3] << "\n";
  return 0;
}
