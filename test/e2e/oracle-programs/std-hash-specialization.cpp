// A program's own specialisations of std::hash: in a reopened namespace std and written
// `template <> struct std::hash<...>`, for a struct, a class with a private part, a key in a
// namespace and std::pair; the unordered containers take them as their default Hash (iteration is
// libstdc++'s order for the same hash codes), and `std::hash<Key>{}(k)` calls them directly, also
// from a function template and from another specialisation.
#include <cstddef>
#include <functional>
#include <iostream>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>

struct Key {
  int a, b;
  bool operator==(const Key& o) const { return a == o.a && b == o.b; }
};

namespace std {
template <>
struct hash<Key> {
  size_t operator()(const Key& k) const { return k.a * 31 + k.b; }
};
}  // namespace std

namespace geo {
class Cell {
 public:
  Cell(int r, int c) : r_(r), c_(c) {}
  int row() const { return r_; }
  int col() const { return c_; }
  bool operator==(const Cell& o) const { return r_ == o.r_ && c_ == o.c_; }

 private:
  int r_, c_;
};
}  // namespace geo

template <>
struct std::hash<geo::Cell> {
  std::size_t operator()(const geo::Cell& c) const {
    std::size_t h = std::hash<int>()(c.row());
    return h ^ (std::hash<int>{}(c.col()) + 0x9e3779b9 + (h << 6) + (h >> 2));
  }
};

namespace std {
template <>
struct hash<std::pair<int, int>> {
  size_t operator()(const pair<int, int>& p) const { return hash<Key>()(Key{p.first, p.second}) * 7; }
};
}  // namespace std

struct Name {
  std::string first, last;
  bool operator==(const Name& o) const { return first == o.first && last == o.last; }
};
template <>
struct std::hash<Name> {
  size_t operator()(const Name& n) const { return std::hash<std::string>()(n.first) ^ (std::hash<std::string>()(n.last) << 1); }
};

template <class K>
std::size_t hashOf(const K& k) {
  return std::hash<K>{}(k);
}

int main() {
  std::unordered_map<Key, int> m;
  for (int i = 0; i < 20; i++) m[Key{i % 5, i % 3 - 1}] += i;
  for (const auto& kv : m) std::cout << kv.first.a << "," << kv.first.b << "=" << kv.second << " ";
  std::cout << "\n" << m.size() << " " << m.bucket_count() << " " << m.count(Key{4, 1}) << m.count(Key{9, 9}) << "\n";
  std::cout << std::hash<Key>{}(Key{2, 3}) << " " << std::hash<Key>()(Key{-1, 0}) << " " << hashOf(Key{1, 1}) << "\n";

  std::unordered_set<Key> s = {{1, 2}, {3, 4}, {1, 2}, {0, 0}};
  s.insert(Key{5, -5});
  for (const Key& k : s) std::cout << "(" << k.a << "," << k.b << ")";
  std::cout << " " << s.size() << " " << s.count(Key{3, 4}) << "\n";

  std::unordered_set<geo::Cell> cells;
  for (int r = 0; r < 4; r++)
    for (int c = 0; c < 3; c++) cells.insert(geo::Cell(r * c, r + c));
  for (const auto& c : cells) std::cout << c.row() << ":" << c.col() << " ";
  std::cout << cells.size() << " " << hashOf(geo::Cell(2, 5)) << "\n";

  std::unordered_map<std::pair<int, int>, int> grid;
  for (int i = 0; i < 9; i++) grid[std::make_pair(i / 3, i % 3)] = i * i;
  for (const auto& kv : grid) std::cout << kv.first.first << kv.first.second << ":" << kv.second << " ";
  std::cout << std::hash<std::pair<int, int>>()(std::make_pair(1, 2)) << "\n";

  std::unordered_map<Name, int> ages;
  ages[Name{"Ada", "Lovelace"}] = 36;
  ages[Name{"Alan", "Turing"}] = 41;
  ages[Name{"Grace", "Hopper"}] = 85;
  ages[Name{"Ada", "Lovelace"}]++;
  for (const auto& kv : ages) std::cout << kv.first.first << " " << kv.first.last << " " << kv.second << "; ";
  std::cout << "\n";

  std::unordered_map<Key, std::string> names;
  names[Key{1, 1}] = "one";
  names[Key{0, 32}] = "collides";
  std::unordered_map<Key, std::string> copy = names;
  copy[Key{2, 2}] = "two";
  for (const auto& kv : copy) std::cout << kv.second << " ";
  std::cout << names.size() << copy.size() << "\n";
  return 0;
}
