// Reverse iterators of std::vector over int, float, double and char: walking, arithmetic,
// base(), conversions, and the algorithms and constructors over reverse ranges.
#include <algorithm>
#include <cstdio>
#include <iterator>
#include <numeric>
#include <vector>

static void show(const char* label, const std::vector<int>& v) {
  printf("%s:", label);
  for (int x : v) printf(" %d", x);
  printf("\n");
}

int main() {
  std::vector<int> v = {5, 3, 8, 1, 9, 2};
  printf("rbegin..rend:");
  for (auto it = v.rbegin(); it != v.rend(); ++it) printf(" %d", *it);
  printf("\ncrbegin..crend:");
  for (std::vector<int>::const_reverse_iterator it = v.crbegin(); it != v.crend(); it++) printf(" %d", *it);
  printf("\nstd::rbegin:");
  for (auto it = std::rbegin(v); it != std::rend(v); ++it) printf(" %d", *it);
  printf("\n");

  // Random access, writes through the iterator, ordering and base().
  std::vector<int>::reverse_iterator r = v.rbegin();
  r += 2;
  *r = 7;
  printf("*r=%d r[1]=%d r-rbegin=%d rend-r=%d\n", *r, r[1], (int)(r - v.rbegin()), (int)(v.rend() - r));
  printf("r<rend=%d r>rbegin=%d r<=r=%d base=%d *base=%d\n", r < v.rend(), r > v.rbegin(), r <= r, (int)(r.base() - v.begin()), *r.base());
  --r;
  r -= 1;
  printf("back at rbegin=%d, *(r+3)=%d, *(2+r)=%d\n", r == v.rbegin(), *(r + 3), *(2 + r));
  ++*r;
  *(r + 1) += 10;
  show("after writes", v);
  printf("next=%d prev(rend)=%d distance=%d\n", *std::next(v.rbegin()), *std::prev(v.rend()), (int)std::distance(v.rbegin(), v.rend()));
  auto adv = v.rbegin();
  std::advance(adv, 4);
  printf("advance 4: %d\n", *adv);

  // From forward iterators and back.
  std::reverse_iterator<std::vector<int>::iterator> q(v.begin() + 2);
  auto m = std::make_reverse_iterator(v.end());
  printf("q=%d q.base-begin=%d m==rbegin=%d *m=%d\n", *q, (int)(q.base() - v.begin()), m == v.rbegin(), *m);
  std::vector<int>::reverse_iterator z;
  z = v.rend() - 1;
  printf("z=%d\n", *z);

  // Algorithms over reverse ranges.
  std::sort(v.rbegin(), v.rend());
  show("sort reversed", v);
  std::stable_sort(v.rbegin() + 1, v.rend() - 1, [](int a, int b) { return a % 3 < b % 3; });
  show("stable_sort middle by %3", v);
  printf("accumulate=%d\n", std::accumulate(v.rbegin(), v.rend(), 0));
  auto f = std::find(v.rbegin(), v.rend(), 8);
  printf("find 8: found=%d at %d base=%d\n", f != v.rend(), (int)(f - v.rbegin()), (int)(f.base() - v.begin()));
  auto missing = std::find(v.rbegin(), v.rend(), 42);
  printf("find 42: %d\n", missing == v.rend());
  printf("count>3=%d\n", (int)std::count_if(v.rbegin(), v.rend(), [](int x) { return x > 3; }));
  auto big = std::max_element(v.rbegin(), v.rend());
  printf("max=%d at %d\n", *big, (int)(big - v.rbegin()));
  std::reverse(v.rbegin(), v.rbegin() + 3);
  show("reverse first three of the reversed", v);

  // Palindromes.
  std::vector<int> pal = {1, 2, 3, 2, 1};
  std::vector<int> notPal = {1, 2, 3, 1};
  printf("palindrome: %d %d\n", (int)std::equal(pal.begin(), pal.end(), pal.rbegin()), (int)std::equal(notPal.begin(), notPal.end(), notPal.rbegin()));
  printf("half: %d\n", (int)std::equal(pal.begin(), pal.begin() + pal.size() / 2, pal.rbegin()));

  // Constructing, assigning and copying from and into reverse ranges.
  std::vector<int> w(v.rbegin(), v.rend());
  show("w(rbegin, rend)", w);
  std::vector<int> part(v.rbegin() + 1, v.rbegin() + 4);
  show("part", part);
  part.assign(w.rbegin(), w.rend());
  show("assign", part);
  std::vector<int> out(6);
  std::copy(v.begin(), v.end(), out.rbegin());
  show("copy into rbegin", out);
  std::fill(out.rbegin(), out.rbegin() + 2, -1);
  show("fill last two", out);

  // Other element types: the typed vectors.
  std::vector<float> fs = {1.5f, 0.25f, 3.75f};
  for (auto it = fs.rbegin(); it != fs.rend(); ++it) printf("%.2f ", *it);
  printf("| sum %.2f\n", std::accumulate(fs.rbegin(), fs.rend(), 0.0f));
  std::sort(fs.rbegin(), fs.rend(), [](float a, float b) { return a < b; });
  printf("floats sorted descending: %.2f %.2f %.2f\n", fs[0], fs[1], fs[2]);
  std::vector<double> ds = {2.5, -1.0, 4.0, 0.5};
  std::vector<double> dcopy(ds.size());
  std::copy(ds.rbegin(), ds.rend(), dcopy.begin());
  printf("doubles reversed: %g %g %g %g, rbegin[1]=%g\n", dcopy[0], dcopy[1], dcopy[2], dcopy[3], ds.rbegin()[1]);
  std::vector<char> cs = {'a', 'b', 'c', 'd'};
  for (auto it = cs.rbegin(); it != cs.rend(); ++it) putchar(*it);
  putchar('\n');
  std::vector<long long> ls = {10000000000LL, 3, -7};
  std::sort(ls.rbegin(), ls.rend());
  printf("long longs: %lld %lld %lld\n", ls[0], ls[1], ls[2]);
  std::vector<bool> bs = {true, false, false};
  for (auto it = bs.rbegin(); it != bs.rend(); ++it) printf("%d", (int)*it);
  printf("\n");
  return 0;
}
