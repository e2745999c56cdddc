// expect: error unsupported-library 14:3
// expect: error unsupported-library 15:3
// expect: error unsupported-library 16:73
// expect: error unsupported-library 17:3
// <ppl.h>'s names that ampc does not build are reported as not supported, by name:
// parallel_radix_sort, the concurrent containers, parallel_reduce with a range function, and
// <ppltasks.h>'s tasks. (The lock classes' scoped_lock is built: ppl-scoped-locks.cpp.)
#include <ppl.h>
#include <vector>
using namespace concurrency;
int main() {
  critical_section cs;
  cs.lock(); cs.unlock();
  parallel_radix_sort(std::vector<unsigned>().begin(), std::vector<unsigned>().end());
  concurrent_vector<int> values;
  std::vector<int> v(4); int r = parallel_reduce(v.begin(), v.end(), 0, [](int a, int b) { return a + b; }, [](int a, int b) { return a + b; });
  create_task([] { return 1; });
  return r;
}
