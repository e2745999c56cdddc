// std::array: brace init (with brace elision), [], at (out_of_range), size, fill, front/back,
// data, begin/end with std::sort and std::accumulate, range-for, value semantics, comparisons
// (lexicographic, C++20's with a NaN), nesting, std::get, and std::array in a kernel.
#include <amp.h>
#include <array>
#include <algorithm>
#include <iostream>
#include <numeric>
#include <string>
#include <vector>
using namespace concurrency;

std::array<int, 3> doubled(std::array<int, 3> a) {
  for (auto& x : a) x *= 2;  // the parameter is a copy
  return a;
}

int main() {
  std::array<int, 3> a = {3, 1, 2};
  std::array<int, 3> b = a;
  b[0] = 9;
  std::cout << a[0] << " " << b[0] << " " << a.size() << " " << a.front() << a.back() << " " << a.empty() << "\n";
  std::sort(a.begin(), a.end());
  for (int x : a) std::cout << x << ",";
  std::cout << " sum " << std::accumulate(a.begin(), a.end(), 0) << " " << std::accumulate(std::begin(b), std::end(b), 100) << "\n";
  std::array<int, 3> d = doubled(a);
  std::cout << a[2] << " " << d[2] << "\n";
  a.fill(7);
  b = a;
  b.back() = 8;
  std::cout << a[1] << (a == b) << (a != b) << (a < b) << (a > b) << (a <= a) << (b >= a) << "\n";
  std::array<std::array<int, 3>, 2> m = {{{1, 2, 3}, {4, 5, 6}}};
  std::array<std::array<int, 3>, 2> m2 = m;
  m[1][2] = 60;
  for (auto& row : m) {
    for (int v : row) std::cout << v << " ";
    std::cout << "| ";
  }
  std::cout << m2[1][2] << "\n";
  std::array<std::string, 3> s = {"pear", "apple", "fig"};
  std::sort(s.begin(), s.end());
  std::cout << s[0] << " " << s[1] << " " << std::get<2>(s) << "\n";
  std::get<0>(s) = "kiwi";
  std::cout << s.at(0) << "\n";
  try {
    a.at(5) = 1;
  } catch (const std::out_of_range& e) {
    std::cout << "out_of_range: " << e.what() << "\n";
  }
  int* p = a.data();
  p[1] = 4;
  std::cout << a[1] << "\n";
  std::array<double, 2> nan = {0.0 / 0.0, 1.0}, one = {1.0, 2.0};
  std::cout << (nan < one) << (one < nan) << (nan == nan) << "\n";
  std::vector<std::array<int, 2>> points = {{3, 4}, {1, 2}};
  std::array<int, 2> first = points[0];
  points[0][0] = 30;
  std::cout << points[0][0] << first[0] << points[1][1] << (points[1] < first) << "\n";
  a.swap(b);
  std::cout << a[2] << b[2] << "\n";

  std::vector<int> out(4, 0);
  array_view<int, 1> av(4, out);
  parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
    std::array<int, 3> w = {1, 2, 3};
    w[1] = idx[0];
    std::array<int, 3> copy = w;
    copy[0] = 100;
    av[idx] = w[0] + w[1] + w[2] + copy[0] + (int)w.size();
  });
  for (int i = 0; i < 4; i++) std::cout << av[i] << " ";
  std::cout << "\n";
  return 0;
}
