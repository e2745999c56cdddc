// Pointers into C arrays and std::vectors of class objects on the host: `&arr[i]`, `&v[i]`, the
// array decayed (`S* p = arr`, `arr + n`), and arithmetic, subscripts, differences and
// comparisons on them, up to the one-past-the-end position; std::sort over `arr, arr + n`.
#include <algorithm>
#include <iostream>
#include <vector>

struct S { int a; unsigned b; float c; };

class Counter {
public:
  Counter() : n_(0) {}
  void add(int k) { n_ += k; }
  int n() const { return n_; }
private:
  int n_;
};

int sumOf(const S* first, const S* last) {
  int total = 0;
  for (const S* p = first; p != last; ++p) total += p->a;
  return total;
}

void bump(S* p, int n) {
  for (int i = 0; i < n; i++) p[i].a += 10 * (i + 1);
}

int main() {
  S arr[4] = { { 1, 2u, 1.0f }, { 3, 4u, 2.0f }, { 5, 6u, 3.0f }, { 7, 8u, 4.0f } };
  S* sq = &arr[1];
  (sq + 1)->a = 12;
  sq[-1].b = 20u;
  (*(sq + 2)).c = 9.5f;
  std::cout << arr[0].b << " " << arr[2].a << " " << arr[3].c << "\n";

  // Decay: the array is a pointer to its first element.
  S* p = arr;
  S* end = arr + 4;
  std::cout << p->a << " " << (end - p) << " " << (end - sq) << " " << (sq > p) << (p < sq) << (sq <= sq) << (end == arr + 4) << "\n";
  std::cout << sumOf(arr, arr + 4) << " " << sumOf(&arr[1], &arr[3]) << "\n";
  bump(arr + 1, 2);
  bump(p, 1);
  for (const S& s : arr) std::cout << s.a << " ";
  std::cout << "\n";

  // Moving a pointer along the array.
  S* walker = arr;
  walker += 3;
  walker->b = 99u;
  --walker;
  walker -= 1;
  std::cout << walker->a << " " << arr[3].b << " " << (walker - arr) << "\n";

  // A vector of class objects: `&v[i]` and arithmetic on it.
  std::vector<S> v(3);
  S* q = &v[0];
  q[2].a = 7;
  (q + 1)->a = 6;
  S* vend = q + 3;
  std::cout << v[2].a << " " << v[1].a << " " << (vend - q) << " " << sumOf(q, vend) << "\n";
  std::vector<Counter> counters(3);
  Counter* c = &counters[1];
  c->add(4);
  (c - 1)->add(2);
  c[1].add(c[0].n() + 1);
  for (const Counter& k : counters) std::cout << k.n() << " ";
  std::cout << "\n";

  // A two-dimensional array: a pointer into one row.
  S grid[2][3] = {};
  S* row = &grid[1][0];
  row[2].a = 42;
  (row + 1)->a = 41;
  S* first = grid[0];
  first[1].a = 40;
  std::cout << grid[1][2].a << " " << grid[1][1].a << " " << grid[0][1].a << "\n";

  // Sorting the array through its decayed pointers.
  std::sort(arr, arr + 4, [](const S& x, const S& y) { return x.a > y.a; });
  for (const S& s : arr) std::cout << s.a << " ";
  std::cout << "\n";
  std::sort(&v[0], &v[0] + 3, [](const S& x, const S& y) { return x.a < y.a; });
  for (const S& s : v) std::cout << s.a << " ";
  std::cout << "\n";
  return 0;
}
