// std::tie: the lexicographic comparison idiom, unpacking pairs and tuples, std::ignore.
#include <algorithm>
#include <iostream>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

struct Employee {
  std::string dept;
  int level;
  double salary;
  bool operator<(const Employee& o) const { return std::tie(dept, level, salary) < std::tie(o.dept, o.level, o.salary); }
  bool operator==(const Employee& o) const { return std::tie(dept, level) == std::tie(o.dept, o.level); }
};

struct Edge { int from, to; };
static bool edgeLess(const Edge& a, const Edge& b) { return std::tie(a.from, a.to) < std::tie(b.from, b.to); }

static std::pair<int, int> divmod(int a, int b) { return std::make_pair(a / b, a % b); }
static std::tuple<int, double, std::string> record(int i) { return std::make_tuple(i, i * 1.5, std::string(i, 'x')); }

int main() {
  std::vector<Employee> staff = {{"ops", 2, 50.5}, {"dev", 3, 70.0}, {"dev", 1, 40.0}, {"ops", 2, 49.5}, {"dev", 3, 65.0}};
  std::sort(staff.begin(), staff.end());
  for (const Employee& e : staff) std::cout << e.dept << " " << e.level << " " << e.salary << "\n";
  std::cout << (staff[0] == staff[0]) << (staff[0] == staff[1]) << (staff[3] == staff[4]) << "\n";

  std::vector<Edge> edges = {{3, 1}, {1, 2}, {3, 0}, {1, 1}};
  std::sort(edges.begin(), edges.end(), edgeLess);
  for (const Edge& e : edges) std::cout << e.from << "->" << e.to << " ";
  std::cout << "\n";

  int q = 0, r = 0;
  std::tie(q, r) = divmod(17, 5);
  std::cout << "q=" << q << " r=" << r << "\n";
  int x, y;
  std::tie(x, y) = std::make_pair(1, 2);
  std::tie(x, y) = std::make_pair(y, x);
  std::cout << "x=" << x << " y=" << y << "\n";

  int id;
  std::string name;
  std::tie(id, std::ignore, name) = record(3);
  std::cout << "id=" << id << " name=" << name << "\n";
  double weight;
  std::tie(std::ignore, weight, std::ignore) = record(4);
  std::cout << "weight=" << weight << "\n";

  // Comparisons of ties with each other and with a made tuple.
  int a = 1, b = 2, c = 1, d = 3;
  std::cout << (std::tie(a, b) < std::tie(c, d)) << (std::tie(a, b) > std::tie(c, d)) << (std::tie(a, b) <= std::tie(a, b))
            << (std::tie(a, b) >= std::tie(c, d)) << (std::tie(a, b) != std::tie(c, d)) << (std::tie(a, b) == std::make_tuple(1, 2)) << "\n";
  double nan = 0.0 / 0.0, one = 1.0;
  std::cout << (std::tie(nan, one) < std::tie(one, one)) << (std::tie(one, nan) < std::tie(one, one)) << (std::tie(one, one) == std::tie(one, one)) << "\n";
  return 0;
}
