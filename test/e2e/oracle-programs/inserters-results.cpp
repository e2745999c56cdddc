// What the copying algorithms return: the iterator past what they wrote (a pointer into a vector,
// a reverse iterator, the back_insert_iterator or ostream_iterator they wrote through).
#include <algorithm>
#include <iostream>
#include <iterator>
#include <numeric>
#include <vector>
int main() {
  std::vector<int> v = {5, 1, 4, 1, 3};
  std::vector<int> w(10, -1);
  auto e = std::copy_if(v.begin(), v.end(), w.begin(), [](int x) { return x > 1; });
  std::cout << (e - w.begin()) << " " << *(e - 1) << "\n";
  w.erase(e, w.end());
  for (int x : w) std::cout << x << " ";
  std::cout << "\n";
  std::vector<int> r(5);
  auto re = std::copy(v.begin(), v.begin() + 2, r.rbegin());
  std::cout << (re - r.rbegin()) << " " << r[4] << r[3] << "\n";
  std::vector<int> out;
  auto bi = std::copy(v.begin(), v.end(), std::back_inserter(out));
  *bi = 42;
  std::cout << out.size() << " " << out.back() << "\n";
  auto oi = std::copy(v.begin(), v.end(), std::ostream_iterator<int>(std::cout, ","));
  *oi = 7;
  std::cout << "\n";
  int a[6] = {0};
  int* p = std::fill_n(a, 3, 9);
  std::cout << (p - a) << " " << a[2] << a[3] << "\n";
  w.resize(5);
  auto t = std::transform(v.begin(), v.end(), w.begin(), [](int x) { return -x; });
  std::cout << (t == w.end()) << "\n";
  auto ps = std::partial_sum(v.begin(), v.end(), w.begin());
  std::cout << (ps - w.begin()) << " " << w[4] << "\n";
  return 0;
}
