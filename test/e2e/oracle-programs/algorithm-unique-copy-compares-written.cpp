// std::unique_copy into a container compares each element with the one it last wrote there
// (libstdc++'s form for a forward output), not with the source element it copied: the two differ
// where operator= changes what it copies or the output's type converts. Into an output iterator
// it compares source elements.
#include <vector>
#include <string>
#include <algorithm>
#include <iterator>
#include <iostream>
struct P {
  int a;
  P() : a(0) {}
  P(int x) : a(x) {}
  P& operator=(const P& o) { std::cout << " =" << o.a; a = o.a * 2; return *this; }
  bool operator==(const P& o) const { return a == o.a; }
};
int main() {
  std::vector<P> v = {1, 2, 2, 4, 4, 8};
  std::vector<P> out(6);
  std::unique_copy(v.begin(), v.end(), out.begin());
  std::cout << "\n";
  for (auto& p : out) std::cout << p.a << " ";
  std::cout << "\n";
  std::unique_copy(v.begin(), v.end(), out.begin(), [](const P& x, const P& y) { std::cout << " (" << x.a << "," << y.a << ")"; return x.a == y.a; });
  std::cout << "\n";
  std::vector<std::string> s = {"a", "a", "b"}, t;
  std::unique_copy(s.begin(), s.end(), std::back_inserter(t));
  std::cout << t.size() << "\n";
  std::vector<int> xs = {1, 1, 2, 3, 3};
  std::vector<long long> ys(5);
  auto e = std::unique_copy(xs.begin(), xs.end(), ys.begin(), [](long long a, long long b) { return a == b; });
  std::cout << (e - ys.begin()) << ys[2] << "\n";
  std::vector<double> d = {1.5, 1.0, 2.5, 2.0, 2.7};
  std::vector<int> ints(5, -1);
  auto f = std::unique_copy(d.begin(), d.end(), ints.begin());
  for (int x : ints) std::cout << x << " ";
  std::cout << (f - ints.begin()) << "\n";
}
