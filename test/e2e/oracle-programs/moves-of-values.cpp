// std::move of values that own no resource (strings, vectors, class objects, scalars) where nothing
// observes the source afterwards: into members, into containers from loop-local variables, returned.
#include <iostream>
#include <string>
#include <vector>
#include <utility>
struct P { std::string name; std::vector<int> xs; };
std::vector<int> make(int n) { std::vector<int> r; for (int i = 0; i < n; i++) r.push_back(i); return std::move(r); }
class Holder { std::string s_; std::vector<int> v_; public:
  Holder(std::string s, std::vector<int> v) : s_(std::move(s)), v_(std::move(v)) {}
  const std::string& s() const { return s_; } size_t n() const { return v_.size(); } };
int main() {
  std::vector<std::vector<int>> rows;
  for (int i = 0; i < 3; i++) { std::vector<int> row(i + 1, i); rows.push_back(std::move(row)); }
  std::vector<std::string> names;
  for (int i = 0; i < 2; i++) { std::string n = "n" + std::to_string(i); names.push_back(std::move(n)); }
  P p{"a", {1, 2}};
  P q = std::move(p);
  Holder h(std::string("hi"), make(4));
  int k = 5; int m = std::move(k);
  std::cout << rows[2].size() << names[1] << q.name << q.xs[1] << h.s() << h.n() << m << "\n";
  return 0;
}
