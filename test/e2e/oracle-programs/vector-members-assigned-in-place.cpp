// Assigning a class holding vectors keeps each vector (a reference to it sees the new contents),
// whatever the vector holds: numbers, strings, bools, or vectors of vectors.
#include <vector>
#include <string>
#include <iostream>
struct T { std::vector<int> xs; std::vector<std::string> names; std::vector<bool> flags; };
int main() {
  std::vector<std::vector<int>> a = {{1, 2, 3}, {4, 5}};
  std::vector<std::vector<int>> b = {{6}, {7}};
  std::vector<int>& row = a[0];
  a = b;
  row.push_back(8);
  std::cout << a[0].size() << " " << a[0][1] << " " << b[0].size() << "\n";
  T t{{1, 2}, {"a", "b"}, {true}};
  T u{{3}, {"c"}, {false, true}};
  std::vector<int>& xs = t.xs;
  std::vector<std::string>& names = t.names;
  std::vector<bool>& flags = t.flags;
  t = u;
  xs[0] = 9; names[0] = "z"; flags[0] = true;
  std::cout << t.xs[0] << u.xs[0] << t.names[0] << u.names[0] << t.flags[0] << u.flags[0] << t.flags.size() << "\n";
}
