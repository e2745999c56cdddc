// Function objects of the program's classes passed to <algorithm> and <numeric>: each algorithm
// takes its own copy, so a stateful function object's state changes in that copy only.
#include <algorithm>
#include <numeric>
#include <vector>
#include <cstdio>

static int comparisons = 0;

struct Descending {
  bool operator()(int a, int b) const { ++comparisons; return a > b; }
};

struct ByTens {
  // Equivalent elements (same tens digit) show where the sort leaves them.
  bool operator()(int a, int b) const { return a / 10 < b / 10; }
};

struct Adder {
  int k;
  Adder(int k) : k(k) {}
  int operator()(int x) const { return x + k; }
};

struct Counter {
  int n = 0;
  int sum = 0;
  void operator()(int x) { ++n; sum += x; }
};

struct CountingEven {
  int calls = 0;
  bool operator()(int x) { ++calls; return x % 2 == 0; }
};

struct Above {
  int limit;
  explicit Above(int limit) : limit(limit) {}
  bool operator()(int x) const { return x > limit; }
};

struct WeightedPlus {
  int weight;
  int operator()(int acc, int x) const { return acc + weight * x; }
};

struct Times {
  long long operator()(int a, int b) const { return (long long)a * b; }
};

struct Sequence {
  int next;
  int operator()() { return next++ * 3; }
};

struct Point { int x, y; };

struct ByY {
  bool operator()(const Point& a, const Point& b) const { return a.y < b.y; }
};

struct SameParity {
  bool operator()(int a, int b) const { return (a - b) % 2 == 0; }
};

// An int-returning predicate: its result converts to bool at each call, and its state lasts between calls.
struct Alternate {
  int calls = 0;
  int operator()(int) { return calls++ % 2; }
};

int main() {
  std::vector<int> v = {42, 7, 19, 3, 88, 23, 56, 11, 64, 5, 37, 91, 28, 14, 70, 2, 49, 33, 81, 16, 60, 9, 45, 72, 30};
  std::sort(v.begin(), v.end(), Descending());
  for (int x : v) printf("%d ", x);
  printf("\ncomparisons: %d\n", comparisons);

  std::vector<int> t = {31, 12, 35, 17, 38, 14, 33, 19, 11, 36, 15, 32};
  std::vector<int> u = t;
  std::stable_sort(t.begin(), t.end(), ByTens());
  for (int x : t) printf("%d ", x);
  printf("\n");
  std::sort(u.begin(), u.end(), ByTens());
  for (int x : u) printf("%d ", x);
  printf("\n");

  std::vector<int> w(v.size());
  std::transform(v.begin(), v.end(), w.begin(), Adder(100));
  printf("transform: %d %d %d\n", w[0], w[1], w[24]);

  Counter c;
  c(1000);
  Counter d = std::for_each(v.begin(), v.end(), c);
  printf("for_each: caller %d %d, returned %d %d\n", c.n, c.sum, d.n, d.sum);
  printf("for_each temporary: %d\n", std::for_each(v.begin(), v.begin() + 5, Counter()).sum);
  std::for_each(v.begin(), v.end(), Counter());

  CountingEven even;
  int evens = (int)std::count_if(v.begin(), v.end(), even);
  printf("count_if: %d, caller's calls %d\n", evens, even.calls);
  printf("all_of %d any_of %d none_of %d\n", std::all_of(v.begin(), v.end(), Above(1)), std::any_of(v.begin(), v.end(), Above(90)), std::none_of(v.begin(), v.end(), Above(91)));
  auto found = std::find_if(v.begin(), v.end(), Above(50));
  printf("find_if: %d at %d\n", *found, (int)(found - v.begin()));
  auto notFound = std::find_if_not(v.begin(), v.end(), Above(50));
  printf("find_if_not: %d\n", *notFound);

  printf("accumulate: %d\n", std::accumulate(v.begin(), v.end(), 0, WeightedPlus{2}));
  std::vector<int> a = {1, 2, 3, 4}, b = {5, 6, 7, 8};
  printf("inner_product: %lld\n", std::inner_product(a.begin(), a.end(), b.begin(), 10LL, std::plus<long long>(), Times()));
  printf("inner_product: %d\n", std::inner_product(a.begin(), a.end(), b.begin(), 0, WeightedPlus{3}, Times()));

  Sequence seq{1};
  std::vector<int> g(6);
  std::generate(g.begin(), g.end(), seq);
  printf("generate: %d %d %d, caller's next %d\n", g[0], g[1], g[5], seq.next);

  std::vector<Point> ps = {{1, 50}, {2, 10}, {3, 40}, {4, 10}, {5, 30}};
  std::sort(ps.begin(), ps.end(), ByY());
  for (const Point& p : ps) printf("(%d,%d) ", p.x, p.y);
  printf("\n");
  auto lowest = std::min_element(ps.begin(), ps.end(), ByY());
  printf("min_element: %d\n", lowest->x);

  std::vector<int> s = {1, 3, 5, 6, 8, 7, 9, 10, 12};
  auto last = std::unique(s.begin(), s.end(), SameParity());
  printf("unique: %d:", (int)(last - s.begin()));
  for (auto i = s.begin(); i != last; ++i) printf(" %d", *i);
  printf("\n");

  std::vector<int> r = {5, 12, 7, 30, 2, 41, 8};
  auto end = std::remove_if(r.begin(), r.end(), Above(10));
  printf("remove_if: %d:", (int)(end - r.begin()));
  for (auto i = r.begin(); i != end; ++i) printf(" %d", *i);
  printf("\n");

  std::vector<int> desc = {90, 70, 50, 30, 10};
  printf("is_sorted %d, lower_bound %d, upper_bound %d, binary_search %d\n",
         std::is_sorted(desc.begin(), desc.end(), Descending()),
         (int)(std::lower_bound(desc.begin(), desc.end(), 50, Descending()) - desc.begin()),
         (int)(std::upper_bound(desc.begin(), desc.end(), 50, Descending()) - desc.begin()),
         std::binary_search(desc.begin(), desc.end(), 40, Descending()));
  printf("max_element: %d\n", *std::max_element(desc.begin(), desc.end(), Descending()));
  printf("equal: %d\n", std::equal(a.begin(), a.end(), b.begin(), SameParity()));

  Alternate alt;
  printf("alternate: %d %d\n", (int)std::count_if(v.begin(), v.end(), alt), alt.calls);
  std::vector<int> sums(4);
  std::transform(a.begin(), a.end(), b.begin(), sums.begin(), WeightedPlus{10});
  printf("transform binary: %d %d %d %d\n", sums[0], sums[1], sums[2], sums[3]);
  return 0;
}
