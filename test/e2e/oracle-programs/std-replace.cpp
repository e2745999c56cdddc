// std::replace and std::replace_if over vectors, C arrays, strings and pointer ranges, with the
// usual arithmetic conversions between the elements and the old and new values.
#include <algorithm>
#include <iostream>
#include <string>
#include <vector>

bool negative(int x) { return x < 0; }

int main() {
  std::vector<int> v = {1, -2, 3, -2, 5, -2};
  std::replace(v.begin(), v.end(), -2, 0);
  for (int x : v) std::cout << x << ' ';
  std::cout << '\n';
  int a[6] = {4, -1, 7, -9, 0, 2};
  std::replace_if(a, a + 6, negative, 99);
  std::replace_if(std::begin(a) + 1, std::end(a), [](int x) { return x % 2 == 0; }, -4);
  for (int x : a) std::cout << x << ' ';
  std::cout << '\n';
  std::vector<float> f = {0.5f, 1.0f, 1.5f, 1.0f};
  std::replace(f.begin(), f.end(), 1, 3);  // int old and new: compared and stored as C++ converts them
  std::replace(f.begin(), f.end(), 0.5f, 2.75f);
  for (float x : f) std::cout << x << ' ';
  std::cout << '\n';
  std::vector<std::string> words = {"a", "bb", "a", "ccc"};
  std::replace(words.begin(), words.end(), std::string("a"), std::string("z"));
  std::replace_if(words.begin(), words.end(), [](const std::string& w) { return w.size() > 2; }, std::string("long"));
  for (auto& w : words) std::cout << w << ' ';
  std::cout << '\n';
  std::string s = "a-b-c";
  std::replace(s.begin(), s.end(), '-', '+');
  std::cout << s << '\n';
  return 0;
}
