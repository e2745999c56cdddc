// Range-based for over vectors and C arrays: by value, by reference (writes go to the
// elements), with auto, over a temporary, and in a kernel over a local array.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

std::vector<int> squares(int n) {
  std::vector<int> v;
  for (int i = 0; i < n; i++) v.push_back(i * i);
  return v;
}

struct Point { int x, y; };

int main() {
  std::vector<int> v(4, 3);
  int arr[5] = {1, 2, 3, 4, 5};
  int sum = 0;
  for (int x : v) sum += x;
  for (auto x : arr) sum += x;
  for (int& x : arr) x *= 10;
  for (const auto& x : squares(4)) sum += x;
  std::vector<Point> pts(3);
  for (auto& p : pts) { p.x = 1; p.y = 2; }
  int total = 0;
  for (const Point& p : pts) total += p.x + p.y;
  std::cout << sum << " " << arr[0] << " " << arr[4] << " " << total << std::endl;

  std::vector<int> out(4, 0);
  array_view<int, 1> av(4, out);
  parallel_for_each(av.get_extent(), [=](index<1> i) restrict(amp) {
    int weights[3] = {1, 2, 3};
    int s = 0;
    for (int w : weights) s += w * i[0];
    av[i] = s;
  });
  for (int i = 0; i < 4; i++) std::cout << av[i] << " ";
  std::cout << std::endl;
  return 0;
}
