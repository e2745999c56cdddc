// std::tuple: make_tuple, std::get (read and write), std::tie (with std::ignore), tuple_size,
// comparisons, value semantics; std::swap of scalars, elements and tuples.
#include <iostream>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

struct Point { int x; int y; };

std::tuple<int, double, std::string> make(int i) {
  return std::make_tuple(i, i * 1.5, std::string("n") + std::to_string(i));
}

int main() {
  std::tuple<int, double, std::string> t = make(2);
  std::cout << std::get<0>(t) << " " << std::get<1>(t) << " " << std::get<2>(t) << "\n";
  std::get<0>(t) = 10;
  auto u = t;
  std::get<2>(u) += "!";
  std::cout << std::get<0>(t) << std::get<2>(t) << " " << std::get<2>(u) << "\n";
  int a;
  double b;
  std::string c;
  std::tie(a, b, c) = make(4);
  std::cout << a << " " << b << " " << c << "\n";
  std::tie(a, std::ignore, c) = make(5);
  std::cout << a << " " << c << "\n";
  std::cout << std::tuple_size<std::tuple<int, double, std::string>>::value << " " << std::tuple_size<decltype(t)>::value << "\n";
  std::cout << (make(1) < make(2)) << (make(2) == make(2)) << (make(3) > make(2)) << (t != u) << (make(2) <= make(2)) << "\n";
  std::tuple<int, int> lo(1, 5), hi(1, 7);
  std::cout << (lo < hi) << (hi < lo) << (lo >= hi) << "\n";
  int x = 1, y = 2;
  std::swap(x, y);
  std::vector<int> v = {1, 2, 3};
  std::swap(v[0], v[2]);
  std::cout << x << y << " " << v[0] << v[2] << "\n";
  std::swap(lo, hi);
  std::cout << std::get<1>(lo) << std::get<1>(hi) << "\n";
  Point p = {7, 8};
  std::tuple<int, Point> tp = std::make_tuple(3, p);
  std::get<1>(tp).x = 70;
  std::cout << std::get<1>(tp).x << " " << p.x << "\n";
  std::vector<std::tuple<std::string, int>> rows;
  rows.push_back(std::make_tuple(std::string("b"), 2));
  rows.push_back(std::make_tuple(std::string("a"), 1));
  for (auto& r : rows) std::cout << std::get<0>(r) << std::get<1>(r) << " ";
  std::cout << "\n";
  return 0;
}
