// expect: error unsupported-library 18:13
// expect: error unsupported-library 19:16
// expect: error unsupported-library 20:20
// libstdc++'s sort, reverse and swap_ranges move the elements through temporaries, calling the
// class's copy constructor, operator= (and destructor) in an order ampc does not model: over a
// class whose copies run the program's code, those algorithms are refused, not run with other calls.
#include <algorithm>
#include <iostream>

struct Loud {
  int a;
  Loud(int x) : a(x) {}
  Loud(const Loud& o) : a(o.a) { std::cout << "c"; }
};

int main() {
  Loud arr[3] = {Loud(3), Loud(1), Loud(2)};
  std::sort(arr, arr + 3, [](const Loud& x, const Loud& y) { return x.a < y.a; });
  std::reverse(arr, arr + 3);
  std::swap_ranges(arr, arr + 1, arr + 2);
  std::cout << arr[0].a << "\n";
  return 0;
}
