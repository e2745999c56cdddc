// Class members ordered or keyed by their operators (std::less<Node> for a priority_queue, std::equal_to
// and a std::hash specialisation for unordered containers): the class constructors construct them.
#include <queue>
#include <vector>
#include <unordered_set>
#include <unordered_map>
#include <iostream>
struct Node { int d, id; bool operator<(const Node& o) const { return d > o.d; } bool operator==(const Node& o) const { return id == o.id; } };
namespace std { template <> struct hash<Node> { size_t operator()(const Node& n) const { return n.id; } }; }
struct Search {
  std::priority_queue<Node> open;
  std::unordered_set<Node> seen;
  int pushes = 0;
  void push(int d, int id) { if (seen.insert(Node{d, id}).second) { open.push(Node{d, id}); pushes++; } }
};
struct Grid {
  std::unordered_map<Node, int> cells;
  Grid() {}
  void put(int id, int v) { cells[Node{0, id}] = v; }
  int get(int id) const { auto it = cells.find(Node{0, id}); return it == cells.end() ? -1 : it->second; }
};
struct Plain {
  std::priority_queue<Node> q;
  std::unordered_set<Node> s;
};
int main() {
  Search s;
  s.push(5, 1); s.push(2, 2); s.push(9, 3); s.push(1, 1);
  while (!s.open.empty()) { std::cout << s.open.top().id << ":" << s.open.top().d << " "; s.open.pop(); }
  std::cout << s.pushes << " " << s.seen.size() << "\n";
  Plain p;
  p.q.push(Node{3, 4}); p.q.push(Node{1, 5});
  p.s.insert(Node{0, 7}); p.s.insert(Node{1, 7});
  Plain c = p;
  c.q.pop();
  std::cout << p.q.top().id << " " << c.q.top().id << " " << p.s.size() << " " << c.s.count(Node{9, 7}) << "\n";
  Grid g;
  g.put(1, 5);
  g.put(2, 6);
  g.put(1, 7);
  std::cout << g.get(1) << " " << g.get(2) << " " << g.get(3) << " " << g.cells.size() << "\n";
  return 0;
}
