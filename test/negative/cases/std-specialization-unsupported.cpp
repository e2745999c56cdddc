// expect: error unsupported 17:36
// expect: error redefinition 18:36
// expect: error unsupported 20:43
// expect: error redefinition 22:20
// expect: error unsupported 23:20
// A program's specialisations of std's library classes other than std::hash (the library would
// go on calling its own std::less), of std::hash<int> (the library defines it: g++ reports the
// redefinition too), a partial specialisation of std::hash, a second one for the same key (g++
// reports it too), and one declared without its definition. std::hash<P> itself is taken.
#include <cstddef>
#include <functional>
#include <set>
#include <unordered_set>
struct P { int x; bool operator==(const P& o) const { return x == o.x; } };
struct Q { int y; };
template <class T> struct W { T t; };
namespace std { template <> struct less<P> { bool operator()(const P& a, const P& b) const { return a.x < b.x; } }; }
namespace std { template <> struct hash<int> { size_t operator()(int) const { return 0; } }; }
template <> struct std::hash<P> { std::size_t operator()(const P& p) const { return p.x; } };
namespace std { template <class T> struct hash<W<T>> { size_t operator()(const W<T>&) const { return 0; } }; }
namespace std {
template <> struct hash<P> { size_t operator()(const P& p) const { return p.x + 1; } };
template <> struct hash<Q>;
}
int main() {
  std::unordered_set<P> s;
  s.insert(P{1});
  return static_cast<int>(s.size());
}
