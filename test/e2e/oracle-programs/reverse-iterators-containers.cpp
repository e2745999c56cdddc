// Reverse iterators of C arrays, std::array, vectors of class objects and strings, and
// std::string's reverse range.
#include <algorithm>
#include <array>
#include <cstdio>
#include <iterator>
#include <numeric>
#include <string>
#include <vector>

struct Item {
  int key;
  double weight;
};

int main() {
  int a[5] = {4, 1, 3, 5, 2};
  for (auto it = std::rbegin(a); it != std::rend(a); ++it) printf("%d ", *it);
  printf("| sum %d\n", std::accumulate(std::rbegin(a), std::rend(a), 0));
  std::sort(std::rbegin(a), std::rend(a));
  printf("C array sorted through reverse iterators:");
  for (int x : a) printf(" %d", x);
  printf("\n");
  std::reverse_iterator<int*> ra(a + 2);
  printf("*ra=%d base=%d\n", *ra, (int)(ra.base() - a));

  std::array<double, 4> arr = {1.5, 2.5, 3.5, 4.5};
  for (auto it = arr.rbegin(); it != arr.rend(); ++it) printf("%.1f ", *it);
  printf("\n");
  auto last = arr.crbegin();
  printf("last=%.1f second=%.1f distance=%d\n", *last, last[1], (int)(arr.crend() - arr.crbegin()));
  std::vector<double> fromArray(arr.rbegin(), arr.rend());
  printf("vector from std::array reversed: %.1f %.1f %.1f %.1f\n", fromArray[0], fromArray[1], fromArray[2], fromArray[3]);
  for (auto it = std::rbegin(arr); it != std::rend(arr); ++it) *it *= 2;
  printf("doubled: %.1f %.1f %.1f %.1f\n", arr[0], arr[1], arr[2], arr[3]);

  // Class objects: sorted and copied through reverse ranges (equal keys keep libstdc++'s order).
  std::vector<Item> items = {{3, 0.5}, {1, 1.5}, {3, 2.5}, {2, 3.5}, {1, 4.5}};
  std::sort(items.rbegin(), items.rend(), [](const Item& x, const Item& y) { return x.key < y.key; });
  for (const Item& i : items) printf("(%d %.1f) ", i.key, i.weight);
  printf("\n");
  std::vector<Item> flipped(items.rbegin(), items.rend());
  for (const Item& i : flipped) printf("(%d %.1f) ", i.key, i.weight);
  printf("\n");
  std::stable_sort(flipped.rbegin(), flipped.rend(), [](const Item& x, const Item& y) { return x.weight < y.weight; });
  for (const Item& i : flipped) printf("(%d %.1f) ", i.key, i.weight);
  printf("\n");

  // Strings: a vector of them, and std::string's own reverse range.
  std::vector<std::string> words = {"pear", "apple", "fig"};
  std::sort(words.rbegin(), words.rend());
  for (const std::string& w : words) printf("%s ", w.c_str());
  printf("\n");
  std::vector<std::string> back(words.rbegin(), words.rend());
  printf("%s %s %s\n", back[0].c_str(), back[1].c_str(), back[2].c_str());
  std::string s = "stressed";
  std::string r(s.rbegin(), s.rend());
  printf("%s -> %s\n", s.c_str(), r.c_str());
  std::string level = "level";
  printf("palindrome: %d %d\n", (int)(level == std::string(level.rbegin(), level.rend())), (int)(s == r));
  std::string empty;
  std::string emptyReversed(empty.crbegin(), empty.crend());
  printf("empty: [%s] %d\n", emptyReversed.c_str(), (int)emptyReversed.size());
  return 0;
}
