// std::vector's members: at() (an lvalue, and std::out_of_range past the end), front/back,
// empty, pop_back, emplace_back, assign, swap, reserve, insert/erase at iterator positions,
// and the comparison operators.
#include <iostream>
#include <stdexcept>
#include <string>
#include <vector>

struct Point {
  int x, y;
  Point(int a, int b) : x(a), y(b) {}
};

void print(const char* label, const std::vector<int>& v) {
  std::cout << label << " [" << v.size() << "]";
  for (int x : v) std::cout << " " << x;
  std::cout << std::endl;
}

int main() {
  std::vector<int> v = {10, 20, 30};
  v.at(1) = 25;
  v.at(2) += 5;
  std::cout << "at " << v.at(0) << " " << v.at(1) << " " << v.at(2) << std::endl;
  try {
    std::cout << v.at(3) << std::endl;
  } catch (const std::out_of_range& e) {
    std::cout << "out_of_range: " << e.what() << std::endl;
  }
  try {
    int i = -1;
    v.at(i) = 0;
  } catch (const std::exception& e) {
    std::cout << "exception: " << e.what() << std::endl;
  }

  v.front() = 1;
  v.back() *= 2;
  std::cout << "front " << v.front() << " back " << v.back() << std::endl;

  std::vector<int> e;
  std::cout << "empty " << e.empty() << " " << v.empty() << std::endl;
  e.reserve(100);
  std::cout << "reserved size " << e.size() << std::endl;

  v.push_back(40);
  v.push_back(50);
  v.pop_back();
  print("pop_back", v);

  v.insert(v.begin(), 0);
  v.insert(v.begin() + 2, 3, 7);
  v.insert(v.end(), 99);
  print("insert", v);
  v.erase(v.begin() + 1);
  v.erase(v.begin() + 1, v.begin() + 3);
  v.erase(v.end() - 1);
  print("erase", v);

  std::vector<int> w;
  w.assign(4, 9);
  print("assign", w);
  v.swap(w);
  print("swapped v", v);
  print("swapped w", w);

  std::vector<Point> points;
  points.emplace_back(1, 2);
  points.emplace_back(3, 4);
  Point p(5, 6);
  points.push_back(p);
  p.x = 100;  // the vector holds its own copy
  points.at(0).y = 20;
  for (const Point& q : points) std::cout << "(" << q.x << "," << q.y << ")";
  std::cout << std::endl;

  std::vector<std::string> names;
  names.emplace_back("ada");
  names.insert(names.begin(), "bob");
  std::cout << names.front() << " " << names.back() << std::endl;

  std::vector<int> a = {1, 2, 3}, b = {1, 2, 4}, c = {1, 2}, d = {1, 2, 3};
  std::cout << (a == d) << (a != d) << (a == b) << (a < b) << (b < a) << (c < a) << (a <= d) << (a > c) << (b >= a) << std::endl;
  std::vector<std::string> s1 = {"apple", "pear"}, s2 = {"apple", "peach"};
  std::cout << (s1 < s2) << (s2 < s1) << (s1 == s1) << std::endl;
  return 0;
}
