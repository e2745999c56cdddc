// The value argument of std::count, find, remove, replace and remove_copy is evaluated once, as
// any argument is, not once per element (ampc's predicate read it per element: "2 4" for "2 1").
#include <algorithm>
#include <iostream>
#include <string>
#include <vector>

static int calls = 0;
int value() { ++calls; return 2; }
std::string word() { ++calls; return "b"; }
double half() { ++calls; return 1.0; }

int main() {
  std::vector<int> v = {1, 2, 3, 2, 5, 2};
  std::cout << std::count(v.begin(), v.end(), value()) << ' ' << calls << '\n';
  calls = 0;
  auto it = std::find(v.begin(), v.end(), value());
  std::cout << (it - v.begin()) << ' ' << calls << '\n';
  calls = 0;
  std::vector<int> w = v;
  std::replace(w.begin(), w.end(), value(), 7);
  for (int x : w) std::cout << x << ' ';
  std::cout << calls << '\n';
  calls = 0;
  std::vector<int> out;
  std::remove_copy(v.begin(), v.end(), std::back_inserter(out), value());
  for (int x : out) std::cout << x << ' ';
  std::cout << calls << '\n';
  calls = 0;
  w = v;
  w.erase(std::remove(w.begin(), w.end(), value()), w.end());
  std::cout << w.size() << ' ' << calls << '\n';
  calls = 0;
  std::vector<std::string> s = {"a", "b", "c", "b"};
  std::cout << std::count(s.begin(), s.end(), word()) << ' ' << calls << '\n';
  calls = 0;
  std::vector<float> f = {1.0f, 0.5f, 1.0f};
  std::cout << std::count(f.begin(), f.end(), half()) << ' ' << calls << '\n';
  std::cout << std::count(v.begin(), v.end(), -1) << ' ' << std::count(v.begin(), v.end(), 2) << '\n';
  return 0;
}
