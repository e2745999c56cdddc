// A range-based for over a braced list: the range is a std::initializer_list<T> whose T is
// deduced from the elements (decayed: a string literal is a `const char*`), iterated in order;
// the loop variable converts from T as in any range-for. On the host and in a kernel.
#include <amp.h>
#include <iostream>
#include <string>
#include <vector>
using namespace concurrency;

struct P { int x, y; };

int main() {
  for (std::string s : {"a", "bc"}) std::cout << s << s.size() << " ";
  std::cout << "\n";
  for (int x : {3, 1, 2}) std::cout << x;
  std::cout << "\n";
  for (auto s : {"xy", "z"}) std::cout << s << ";";
  std::cout << "\n";
  for (const auto& p : {P{1, 2}, P{3, 4}}) std::cout << p.x + p.y << " ";
  std::cout << "\n";
  double d = 2.5;
  for (double v : {d, d * 2, 0.25}) std::cout << v << " ";
  std::cout << "\n";
  int total = 0;
  for (long n : {10, 20}) total += (int)n;
  for (auto c : {'a', 'b'}) std::cout << c;
  std::cout << " " << total << "\n";
  std::vector<int> counts;
  for (int n : {1, 2, 3}) {
    if (n == 2) continue;
    counts.push_back(n * n);
  }
  std::cout << counts.size() << counts[1] << "\n";

  std::vector<int> out(4);
  array_view<int, 1> ov(4, out);
  parallel_for_each(ov.extent, [=](index<1> i) restrict(amp) {
    int s = 0;
    for (int w : {1, 10, 100}) s += w * i[0];
    ov[i] = s;
  });
  for (int i = 0; i < 4; i++) std::cout << ov[i] << " ";
  std::cout << "\n";
  return 0;
}
