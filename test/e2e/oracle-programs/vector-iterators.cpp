// Iterators into std::vector, std::array and C arrays kept in variables: ampc makes each the
// pointer to its position (src/sema/iterator-pointers.ts).
#include <algorithm>
#include <array>
#include <iostream>
#include <iterator>
#include <vector>

int sumFrom(std::vector<int>::const_iterator first, std::vector<int>::const_iterator last) {
  int total = 0;
  for (; first != last; ++first) total += *first;
  return total;
}

int main() {
  std::vector<int> v = {1, 2, 3, 4};
  auto it = v.begin();
  std::cout << *it << "\n";
  ++it;
  *it = 5;
  std::cout << (it - v.begin()) << " " << *it << " " << (v.end() - it) << "\n";
  for (auto i = v.begin(); i != v.end(); ++i) std::cout << *i << " ";
  std::cout << "\n";
  for (std::vector<int>::iterator j = v.begin(); j != v.end(); j++) *j *= 2;
  for (int x : v) std::cout << x << " ";
  std::cout << "\n";
  std::cout << *v.begin() << " " << *(v.end() - 1) << " " << (v.begin() == v.end()) << "\n";
  std::vector<int> empty;
  std::cout << (empty.begin() == empty.end()) << " " << (empty.cend() - empty.cbegin()) << "\n";
  std::cout << sumFrom(v.cbegin(), v.cend()) << " " << sumFrom(v.begin() + 1, v.end()) << "\n";

  // Walking backwards, and iterator comparisons.
  for (auto r = v.end(); r != v.begin();) std::cout << *--r << " ";
  std::cout << "\n";
  auto mid = v.begin() + 2;
  std::cout << (mid < v.end()) << (mid > v.begin()) << (mid <= mid) << " " << mid[1] << "\n";

  // A found element's position.
  auto found = std::find(v.begin(), v.end(), 6);
  auto start = v.begin();
  std::cout << "found at " << (found - start) << "\n";

  std::vector<double> d(3, 0.5);
  for (auto p = d.begin(); p != d.end(); ++p) *p += p - d.begin();
  for (double x : d) std::cout << x << " ";
  std::cout << "\n";

  std::array<int, 4> a = {4, 3, 2, 1};
  auto ai = a.begin();
  ++ai;
  std::cout << *ai << " " << (a.end() - ai) << "\n";
  for (auto p = a.begin(); p != a.end(); ++p) *p += 10;
  for (int x : a) std::cout << x << " ";
  std::cout << "\n";

  int c[5] = {9, 8, 7, 6, 5};
  auto ci = std::begin(c);
  for (; ci != std::end(c); ++ci) *ci -= 1;
  std::cout << c[0] << " " << c[4] << " " << (std::end(c) - std::begin(c)) << "\n";
  return 0;
}
