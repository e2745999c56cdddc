#include <vector>
#include <iostream>
#include <algorithm>
#include <numeric>
#include <functional>
#include <string>

bool greaterInt(int a, int b) { return a > b; }
bool isEven(int x) { return x % 2 == 0; }

int main() {
  std::vector<int> v;
  int init[8] = {5, 3, 9, 1, 7, 3, 8, 2};
  for (int i = 0; i < 8; i++) v.push_back(init[i]);
  std::sort(v.begin(), v.end());
  for (int i = 0; i < 8; i++) std::cout << v[i] << " ";
  std::cout << std::endl;
  std::sort(v.begin(), v.end(), greaterInt);
  for (int i = 0; i < 8; i++) std::cout << v[i] << " ";
  std::cout << std::endl;
  std::sort(v.begin(), v.end(), [](int a, int b) { return a < b; });
  std::sort(v.begin(), v.end(), std::greater<int>());
  for (int x : v) std::cout << x << " ";
  std::cout << std::endl;
  std::cout << std::count(v.begin(), v.end(), 3) << " " << std::count_if(v.begin(), v.end(), isEven) << std::endl;
  std::cout << *std::max_element(v.begin(), v.end()) << " " << *std::min_element(v.begin(), v.end()) << std::endl;
  std::cout << (std::max_element(v.begin(), v.end()) - v.begin()) << std::endl;
  auto it = std::find(v.begin(), v.end(), 7);
  std::cout << (it != v.end()) << " " << (it - v.begin()) << std::endl;
  std::cout << (std::find(v.begin(), v.end(), 42) == v.end()) << std::endl;
  std::reverse(v.begin(), v.end());
  std::cout << std::binary_search(v.begin(), v.end(), 7) << std::binary_search(v.begin(), v.end(), 4) << std::endl;
  std::cout << (std::lower_bound(v.begin(), v.end(), 3) - v.begin()) << " " << (std::upper_bound(v.begin(), v.end(), 3) - v.begin()) << std::endl;
  auto e = std::unique(v.begin(), v.end());
  std::cout << (e - v.begin()) << ":";
  for (int x : v) std::cout << " " << x;
  std::cout << std::endl;
  float f[5];
  std::iota(f, f + 5, 1.5f);
  std::fill(v.begin(), v.begin() + 3, -1);
  std::cout << f[4] << " " << v[0] << v[2] << v[3] << std::endl;
  std::cout << std::all_of(v.begin(), v.end(), isEven) << std::any_of(v.begin(), v.end(), isEven) << std::none_of(v.begin(), v.end(), [](int x) { return x > 100; }) << std::endl;
  int out[8];
  std::copy(v.begin(), v.end(), out);
  std::transform(out, out + 8, out, [](int x) { return x * 2; });
  std::cout << out[0] << " " << out[7] << std::endl;
  std::cout << std::inner_product(v.begin(), v.end(), out, 0) << std::endl;
  std::partial_sum(out, out + 8, v.begin());
  std::cout << v[7] << " " << std::equal(v.begin(), v.end(), out) << std::endl;
  std::cout << std::clamp(15, 0, 10) << std::clamp(-3, 0, 10) << std::endl;
  std::fill_n(v.begin(), 2, 4);
  std::copy_n(v.begin(), 3, out + 1);
  std::cout << out[1] << out[2] << out[3] << std::endl;
  return 0;
}
