// `for (int i = 0, j = n; ...)`: a for statement declaring several variables. ampc printed the
// declarations as a block inside the for's parentheses, which JavaScript cannot parse.
#include <iostream>
#include <string>
#include <vector>

struct Span { int from, to; };

int main() {
  for (int i = 0, j = 5; i < j; i++, j--) std::cout << i << j << ' ';
  std::cout << '\n';

  std::vector<int> v{1, 2, 3, 4, 5};
  for (size_t lo = 0, hi = v.size() - 1; lo < hi; ++lo, --hi) {
    int t = v[lo];
    v[lo] = v[hi];
    v[hi] = t;
  }
  for (int x : v) std::cout << x;
  std::cout << '\n';

  for (Span a{0, 0}, b{3, 9}; a.from < b.from; a.from++) std::cout << a.from << b.to;
  std::cout << '\n';

  for (std::string s = "a", t = "aaaa"; s.size() < t.size(); s += "b") std::cout << s << ' ';
  std::cout << '\n';

  int total = 0;
  for (int i = 0, &sum = total; i < 4; i++) sum += i;
  std::cout << total << '\n';

  for (const int limit = 8, step = 3; total < limit; total += step) {
    if (total == 9) continue;
    std::cout << total << ' ';
  }
  std::cout << '\n';

  outer:
  for (int i = 0, j = 10; i < j; i += 3, j -= 2) {
    if (i == 3) continue;
    std::cout << i << ':' << j << ' ';
  }
  std::cout << '\n';
  return 0;
}
