// A failed assert: glibc prints the message to stderr and aborts (exit status 134). Text that
// cout had not flushed is lost with the abort, as stdout is a file or pipe.
#include <iostream>
#include <cassert>
#include <amp.h>
using namespace concurrency;

int twice(int x) {
  assert(x >= 0 && "x must not be negative");
  return 2 * x;
}

int main() {
  extent<1> e(4);
  array_view<int, 1> v(4);
  parallel_for_each(e, [=](index<1> i) restrict(amp) { v[i] = i[0]; });
  assert(v.get_extent() == e);
  assert(v[3] == 3);
  std::cout << twice(v[2]) << std::endl;
  std::cout << "lost: not flushed before the abort";
  std::cout << twice(-1) << std::endl;
  return 0;
}
