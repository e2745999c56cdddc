// unique_copy and remove_copy of class objects into a back_inserter compare with the class's operator==.
#include <algorithm>
#include <iostream>
#include <iterator>
#include <vector>
struct K {
  int k;
  bool operator==(const K& o) const { return k == o.k; }
};
int main() {
  std::vector<K> ks = {{1}, {1}, {2}, {1}, {3}, {3}};
  std::vector<K> u, r;
  std::unique_copy(ks.begin(), ks.end(), std::back_inserter(u));
  std::remove_copy(ks.begin(), ks.end(), std::back_inserter(r), K{1});
  for (const K& k : u) std::cout << k.k;
  std::cout << " ";
  for (const K& k : r) std::cout << k.k;
  std::cout << "\n";
  return 0;
}
