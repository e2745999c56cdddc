// Functions that return references, on the host: a call is the object itself. A member that
// returns a reference to an element, a counter in a function-local static, a registry vector
// that callers fill through the reference (googletest's pattern), a reference bound to a call,
// and copies made from one.
#include <iostream>
#include <vector>

struct Box {
  int data[3];
  int& at(int i) { return data[i]; }
};

struct Entry {
  int id;
  double weight;
};

int g = 5;
int& global() { return g; }
int& same() { return global(); }
int& counter() {
  static int count = 0;
  return count;
}
std::vector<Entry>& registry() {
  static std::vector<Entry> entries;
  return entries;
}
int& pick(bool first) {
  static int a = 1, b = 2;
  return first ? a : b;
}

struct Register {
  Register(int id, double weight) { registry().push_back({id, weight}); }
};
static Register first(1, 0.5);
static Register second(2, 1.5);

int main() {
  Box b = {{1, 2, 3}};
  b.at(1) = 20;
  b.at(2) += 5;
  std::cout << b.data[0] << ' ' << b.data[1] << ' ' << b.data[2] << '\n';

  ++same();
  global() *= 2;
  int& r = global();
  r += 1;
  for (int i = 0; i < 3; i++) counter()++;
  ++counter();
  std::cout << g << ' ' << r << ' ' << counter() << ' ' << pick(false) << pick(true) << '\n';

  registry().push_back({3, 2.5});
  std::vector<Entry> copy = registry();
  copy.push_back({4, 0});
  for (auto& e : registry()) e.weight *= 2;
  for (const auto& e : registry()) std::cout << e.id << ':' << e.weight << ' ';
  std::cout << registry().size() << ' ' << copy.size() << ' ' << copy[0].weight << '\n';
  return 0;
}
