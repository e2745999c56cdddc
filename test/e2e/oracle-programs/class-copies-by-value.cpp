// A class object passed or returned by value is a copy, also when a conditional chooses it;
// assigning to the copy leaves the original alone.
#include <iostream>
#include <vector>
struct S { int x; };
void g(S p) { S q; q.x = 9; p = q; p.x += 1; }
void h(S p) { p.x = 77; }
S pick(bool c, S& a) { return c ? a : S{3}; }
int main() {
  S a{1};
  bool c = true;
  g(c ? a : S{2});
  h(c ? a : S{2});
  std::cout << a.x << std::endl;
  S b = pick(true, a);
  b.x = 50;
  std::cout << a.x << std::endl;
  std::vector<S> v = {a};
  S e = v[0]; e.x = 8;
  for (S s : v) s = S{4};
  std::cout << v[0].x << " " << a.x << std::endl;
  return 0;
}
