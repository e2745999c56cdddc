// Unordered containers with the program's Hash and KeyEqual: an integer hash, a hash of a class
// key (with its operator==), of std::pair keys, one calling std::hash; a case-insensitive
// KeyEqual; containers with a Hash class as elements and members. Iteration is libstdc++'s order.
#include <cctype>
#include <cstddef>
#include <functional>
#include <iostream>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

struct Mod7 {
  std::size_t operator()(int x) const { return static_cast<std::size_t>(x % 7); }
};

struct Point {
  int x, y;
  bool operator==(const Point& o) const { return x == o.x && y == o.y; }
};
struct PointHash {
  std::size_t operator()(const Point& p) const { return std::hash<int>()(p.x) * 31 + std::hash<int>()(p.y); }
};

struct PairHash {
  std::size_t operator()(const std::pair<int, int>& p) const {
    return std::hash<long long>()((static_cast<long long>(p.first) << 32) ^ p.second);
  }
};

struct NoCaseHash {
  std::size_t operator()(const std::string& s) const {
    std::string lower;
    for (char c : s) lower += static_cast<char>(std::tolower(c));
    return std::hash<std::string>()(lower);
  }
};
struct NoCaseEqual {
  bool operator()(const std::string& a, const std::string& b) const {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); i++)
      if (std::tolower(a[i]) != std::tolower(b[i])) return false;
    return true;
  }
};

struct Grid {
  std::unordered_map<int, int, Mod7> counts;
};

int main() {
  std::unordered_map<int, int, Mod7> m;
  for (int i = 0; i < 30; i++) m[i * 5] = i;
  for (const auto& kv : m) std::cout << kv.first << ":" << kv.second << " ";
  std::cout << "[" << m.bucket_count() << "]\n";
  m.erase(35);
  std::cout << m.count(70) << m.count(35) << " " << m.begin()->first << "\n";

  std::unordered_set<Point, PointHash> pts;
  for (int i = 0; i < 20; i++) pts.insert(Point{i % 4, i % 6});
  for (const Point& p : pts) std::cout << "(" << p.x << "," << p.y << ")";
  std::cout << " " << pts.size() << " " << pts.count(Point{3, 5}) << pts.count(Point{9, 9}) << "\n";

  std::unordered_map<std::pair<int, int>, std::string, PairHash> names = {{{1, 2}, "a"}, {{-3, 4}, "b"}, {{1, 2}, "c"}};
  names[{5, 5}] = "d";
  names.emplace(std::make_pair(0, -1), "e");
  for (const auto& kv : names) std::cout << kv.first.first << "," << kv.first.second << "=" << kv.second << " ";
  std::cout << names.size() << "\n";

  std::unordered_set<std::string, NoCaseHash, NoCaseEqual> tags;
  std::vector<std::string> words = {"Apple", "apple", "BANANA", "Cherry", "banana", "cherry", "date", "DATE", "elder"};
  for (const auto& w : words) tags.insert(w);
  for (const auto& t : tags) std::cout << t << " ";
  std::cout << tags.size() << " " << tags.count("APPLE") << "\n";

  std::vector<std::unordered_set<int, Mod7>> sets(3);
  for (int i = 0; i < 12; i++) sets[i % 3].insert(i * i);
  for (const auto& s : sets) {
    for (int x : s) std::cout << x << " ";
    std::cout << "| ";
  }
  std::cout << "\n";
  std::unordered_map<int, int, Mod7> arr[2];
  arr[1][8] = 1; arr[1][1] = 2; arr[0][3] = 3;
  std::cout << arr[0].size() << arr[1].size() << " " << arr[1].begin()->first << "\n";

  Grid g;
  g.counts[14] = 1; g.counts[0] = 2; g.counts[7] = 3;
  for (const auto& kv : g.counts) std::cout << kv.first << " ";
  std::cout << "\n";
  return 0;
}
