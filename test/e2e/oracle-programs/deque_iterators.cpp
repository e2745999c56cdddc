// A std::deque's iterators: loops, the algorithms, insert and erase at iterators, reverse
// iterators, a range-based for by reference, d[i], resize.
#include <algorithm>
#include <deque>
#include <iostream>
#include <numeric>

int main() {
  std::deque<int> d;
  for (int i = 0; i < 6; ++i) d.push_back((i * 7) % 5);
  d.push_front(9);
  for (auto it = d.begin(); it != d.end(); ++it) std::cout << *it << " ";
  std::cout << "\n";
  std::sort(d.begin(), d.end());
  for (int x : d) std::cout << x << " ";
  std::cout << "\n";
  std::cout << std::accumulate(d.begin(), d.end(), 0) << "\n";
  d.insert(d.begin() + 1, 5);
  d.erase(d.begin());
  for (auto r = d.rbegin(); r != d.rend(); ++r) std::cout << *r << " ";
  std::cout << "\n";
  auto f = std::find(d.begin(), d.end(), 4);
  std::cout << (f - d.begin()) << " " << d.size() << "\n";
  for (int& x : d) x *= 2;
  std::cout << d[0] << " " << d.front() << " " << d.back() << "\n";
  std::reverse(d.begin(), d.end());
  std::deque<int>::iterator b = d.begin();
  *b = 100;
  std::cout << *b << " " << d.front() << " " << *(d.end() - 1) << "\n";
  d.erase(d.begin() + 1, d.begin() + 3);
  for (int x : d) std::cout << x << " ";
  std::cout << "\n";

  std::deque<double> e = {2.5, -1.0, 4.0};
  e.push_front(0.5);
  std::sort(e.rbegin(), e.rend());
  e[1] = e[1] * 10;
  e[2] += 1;
  for (double x : e) std::cout << x << " ";
  std::cout << "\n";
  for (auto it = e.begin(); it != e.end();) {
    if (*it < 1) it = e.erase(it);
    else ++it;
  }
  auto at = e.insert(e.end(), 7.0);
  std::cout << e.size() << " " << *at << " " << (at - e.begin()) << "\n";
  e.resize(5);
  e.resize(6, 9.5);
  for (std::deque<double>::reverse_iterator r = e.rbegin(); r != e.rend(); ++r) std::cout << *r << " ";
  std::cout << "\n";
  std::cout << *std::max_element(e.begin(), e.end()) << " " << std::count(e.begin(), e.end(), 0.0) << "\n";
  return 0;
}
