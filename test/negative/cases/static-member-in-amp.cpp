// expect: error amp-global 12:13
// A static data member is one object for the whole program, a global: restrict(amp) code cannot use it.
#include <amp.h>
using namespace concurrency;
struct Stats { static int calls; };
int Stats::calls = 0;
int main() {
  int data[4] = {0, 0, 0, 0};
  array_view<int, 1> v(4, data);
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
    v[i] = 1;
    int c = Stats::calls;
    v[i] += c;
  });
  return 0;
}
