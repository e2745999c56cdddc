// expect: error unsupported-library 14:3
// expect: error unsupported-library 15:3
// expect: error unsupported-library 16:3
// expect: error unsupported-library 17:73
// expect: error unsupported-library 18:3
// <ppl.h>'s names that ampc does not build are reported as not supported, by name: the lock
// classes' scoped_lock (a class holding a reference), parallel_radix_sort, the concurrent
// containers, parallel_reduce with a range function, and <ppltasks.h>'s tasks.
#include <ppl.h>
#include <vector>
using namespace concurrency;
int main() {
  critical_section cs;
  critical_section::scoped_lock lock(cs);
  parallel_radix_sort(std::vector<unsigned>().begin(), std::vector<unsigned>().end());
  concurrent_vector<int> values;
  std::vector<int> v(4); int r = parallel_reduce(v.begin(), v.end(), 0, [](int a, int b) { return a + b; }, [](int a, int b) { return a + b; });
  create_task([] { return 1; });
  return r;
}
