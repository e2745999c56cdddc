// Views in class objects, continued: a class of views only, captured by name; member functions
// that are restrict(cpu, amp); a view member passed on to a function taking a view, sectioned,
// and kept in a view variable; a view written through a class built in the kernel.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

struct Views {
  array_view<int, 2> m;
  array_view<int, 1> row;
  int rows() const restrict(cpu, amp) { return m.extent[0]; }
  int at(int r, int c) const restrict(cpu, amp) { return m(r, c); }
};

int sum(array_view<const int, 1> v) restrict(amp) {
  int s = 0;
  for (int k = 0; k < v.extent[0]; ++k) s += v[k];
  return s;
}

int rowSum(const Views& v, int r) restrict(amp) {
  auto line = v.m[r];
  return sum(line) + sum(v.m.section(index<2>(r, 1), extent<2>(1, 2))[0]);
}

void write(const Views& v, int k, int value) restrict(amp) { v.row[k] = value; }

int main() {
  std::vector<int> data(12), out(3, 0), out2(3, 0);
  for (int k = 0; k < 12; ++k) data[k] = k;
  array_view<int, 2> m(3, 4, data);
  array_view<int, 1> o(3, out);
  Views views{m, o};
  std::cout << views.rows() << " " << views.at(2, 3) << "\n";

  parallel_for_each(o.extent, [views](index<1> i) restrict(amp) {
    write(views, i[0], rowSum(views, i[0]) * 100 + views.rows() * 10 + views.at(i[0], 0));
  });
  o.synchronize();
  for (int v : out) std::cout << v << " ";
  std::cout << "\n";

  array_view<int, 1> o2(3, out2);
  parallel_for_each(o2.extent, [=](index<1> i) restrict(amp) {
    Views local{m, o2};
    write(local, i[0], local.at(i[0], 3) + sum(local.m[i[0]]));
  });
  o2.synchronize();
  for (int v : out2) std::cout << v << " ";
  std::cout << "\n";
  return 0;
}
