// References to concurrency::array on the host: bound to the array itself (never a copy),
// also through a conditional of two arrays, as ping-pong buffers are chosen.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

void assign(array<int, 1>& dst, const array<int, 1>& src) { dst = src; }

void step(const array<int, 1>& from, array<int, 1>& to) {
  parallel_for_each(to.extent, [&from, &to](index<1> i) restrict(amp) { to[i] = from[i] + 1; });
}

int main() {
  std::vector<int> init(4, 0);
  array<int, 1> a(4, init.begin()), b(4, init.begin());
  array<int, 1>& alias = a;
  parallel_for_each(alias.extent, [&alias](index<1> i) restrict(amp) { alias[i] = 10 * i[0]; });
  for (int s = 0; s < 5; s++) {
    const array<int, 1>& from = (s % 2 == 0) ? a : b;
    array<int, 1>& to = (s % 2 == 0) ? b : a;
    step(from, to);
  }
  array<int, 1>& last = (5 % 2 == 0) ? a : b;
  std::vector<int> out(4);
  copy(last, out.begin());
  for (int i = 0; i < 4; i++) std::cout << out[i] << (i == 3 ? "\n" : " ");
  copy(a, out.begin());
  for (int i = 0; i < 4; i++) std::cout << out[i] << (i == 3 ? "\n" : " ");
  // Whole-array assignment: through a reference parameter, and to a variable a reference aliases.
  array<int, 1> c(4, init.begin());
  assign(c, a);
  array<int, 1>& alias_b = b;
  b = c;
  copy(alias_b, out.begin());
  for (int i = 0; i < 4; i++) std::cout << out[i] << (i == 3 ? "\n" : " ");
  return 0;
}
