// A fill (`vector(n, x)`) and a range (`vector(first, last)`) copy their value into each element:
// a mutable closure's state, a std::function holding one, and a random engine each become the
// element's own, not one object shared by every element.
#include <cstdio>
#include <vector>
#include <functional>
#include <random>
int main() {
  int n = 0;
  auto counter = [n]() mutable { return ++n; };
  std::vector<decltype(counter)> v(2, counter);
  int a = v[0](); int b = v[0](); int c = v[1]();
  std::printf("%d %d %d\n", a, b, c);
  std::function<int()> f = [n]() mutable { return n += 10; };
  std::vector<std::function<int()>> w(3, f);
  int d = w[0](); int e = w[1](); int g = w[2]();
  std::printf("%d %d %d\n", d, e, g);
  std::vector<std::function<int()>> r(w.begin(), w.end());
  int h = r[0](); int i = w[0]();
  std::printf("%d %d\n", h, i);
  std::vector<std::mt19937> gens(2);
  std::vector<std::mt19937> copy(gens.begin(), gens.end());
  unsigned x = copy[0](); unsigned y = gens[0]();
  std::printf("%d\n", x == y);
  return 0;
}
