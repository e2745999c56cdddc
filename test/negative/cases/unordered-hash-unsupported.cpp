// expect: error template-argument 15:3
// expect: error unsupported-library 17:27
// expect: error unsupported-library 18:3
// An unordered container of keys the C++ library has no std::hash for (g++ rejects it too), one
// whose Hash is a lambda's type (ampc's unordered containers take no hash object in their
// constructors), and one of class keys compared by their operator== held by a vector (sema gives
// the comparison to the container's constructor only).
#include <cstddef>
#include <unordered_set>
#include <utility>
#include <vector>
struct P { int x; bool operator==(const P& o) const { return x == o.x; } };
struct PHash { std::size_t operator()(const P& p) const { return p.x; } };
int main() {
  std::unordered_set<std::pair<int, int>> pairs;
  auto h = [](int x) { return static_cast<std::size_t>(x); };
  std::unordered_set<int, decltype(h)> byLambda(8, h);
  std::vector<std::unordered_set<P, PHash>> sets;
  std::unordered_set<P, PHash> fine;
  fine.insert(P{1});
  return static_cast<int>(fine.size());
}
