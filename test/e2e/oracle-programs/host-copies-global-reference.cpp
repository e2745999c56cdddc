// A namespace-scope reference to a class object or a vector is the object itself, while a
// namespace-scope object initialised from one is a copy of its own: the host lowering copies the
// second only (src/lower/host-copies.ts).
#include <cstdio>
#include <vector>

struct S { int x; };

S g{1};
S& r = g;
S copy = g;
std::vector<int> values{1, 2, 3};
std::vector<int>& alias = values;
std::vector<int> snapshot = values;

int main() {
  r.x = 5;
  alias.push_back(4);
  copy.x += 10;
  snapshot[0] = 100;
  std::printf("%d %d %d\n", g.x, r.x, copy.x);
  std::printf("%zu %zu %d %d\n", values.size(), snapshot.size(), values[0], snapshot[0]);
  return 0;
}
