// stable_partition, partial_sort_copy, includes and lexicographical_compare over class objects:
// compared by their operator< or a comparator. (partial_sort, nth_element and rotate need
// `v.begin() + k` into a vector of class objects, which ampc does not have yet.)
#include <algorithm>
#include <iostream>
#include <vector>

struct Body {
  int id;
  float mass;
  bool operator<(const Body& o) const { return mass < o.mass; }
};

bool heavier(const Body& a, const Body& b) { return a.mass > b.mass; }

int main() {
  std::vector<Body> bodies;
  for (int i = 0; i < 10; i++) bodies.push_back(Body{i, float((i * 37) % 11) + 0.5f});
  std::vector<Body> sp = bodies;
  std::stable_partition(sp.begin(), sp.end(), [](const Body& b) { return b.mass > 5; });
  for (const Body& b : sp) std::cout << b.id << " ";
  std::cout << std::endl;
  std::vector<Body> top(4);
  std::partial_sort_copy(bodies.begin(), bodies.end(), top.begin(), top.end(), heavier);
  for (const Body& b : top) std::cout << b.id << "/" << b.mass << " ";
  std::cout << std::endl;
  std::vector<Body> sorted = bodies;
  std::sort(sorted.begin(), sorted.end());
  std::vector<Body> some = {sorted[1], sorted[4], sorted[8]};
  std::cout << std::includes(sorted.begin(), sorted.end(), some.begin(), some.end()) << " "
            << std::lexicographical_compare(bodies.begin(), bodies.end(), sorted.begin(), sorted.end()) << " "
            << std::lexicographical_compare(bodies.begin(), bodies.end(), sorted.begin(), sorted.end(), heavier) << std::endl;
  return 0;
}
