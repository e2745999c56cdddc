// std::sort's exact sequence of comparisons: McIlroy's "killer adversary" builds, while std::sort
// runs, the input that drives libstdc++'s introsort into its heapsort fallback; its output and the
// order of equivalent elements in the sorts after it match g++ only if every comparison does.
#include <algorithm>
#include <iostream>
#include <vector>
std::vector<int> val;
int gas = 0, nsolid = 0, candidate = 0, comparisons = 0;
bool adversary(int x, int y) {
  comparisons++;
  if (val[x] == gas && val[y] == gas) {
    if (x == candidate) val[x] = nsolid++;
    else val[y] = nsolid++;
  }
  if (val[x] == gas) candidate = x;
  else if (val[y] == gas) candidate = y;
  return val[x] < val[y];
}
struct Item { int key; int id; };
int main() {
  int sizes[3] = {40, 300, 1000};
  for (int n : sizes) {
    val.assign(n, n - 1);
    gas = n - 1; nsolid = 0; candidate = 0; comparisons = 0;
    std::vector<int> ptr(n);
    for (int i = 0; i < n; i++) ptr[i] = i;
    std::sort(ptr.begin(), ptr.end(), adversary);
    std::cout << n << ": " << comparisons << " comparisons;";
    for (int i = 0; i < 12; i++) std::cout << " " << val[i];
    std::cout << "\n";
    std::vector<Item> items;
    for (int i = 0; i < n; i++) { Item it; it.key = val[i] / 5; it.id = i; items.push_back(it); }
    std::sort(items.begin(), items.end(), [](const Item& a, const Item& b) { return a.key < b.key; });
    long long h = 0;
    for (int i = 0; i < n; i++) h = (h * 31 + items[i].id) % 1000000007;
    std::cout << "  order hash " << h << "; first ids";
    for (int i = 0; i < 10; i++) std::cout << " " << items[i].id;
    std::cout << "\n";
  }
  return 0;
}
