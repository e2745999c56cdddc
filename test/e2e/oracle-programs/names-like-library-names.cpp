// Program names that the library (or ampc's runtime) also uses: locals named max, min, count;
// classes named Vector, Pair, Stack, Queue, List; functions and variables named like runtime
// helpers. Qualified std:: names still find the library's.
#include <algorithm>
#include <cstdio>
#include <numeric>
#include <vector>

struct Vector { float x, y; };
struct Pair { int first, second; };
struct Stack { std::vector<int> items; void push(int v) { items.push_back(v); } int top() const { return items.back(); } };
struct Queue { int head = 0; };
struct List { Pair p; Vector v; };

int transform(int v) { return v * 3; }
int accumulateAll(const std::vector<int>& v) { return std::accumulate(v.begin(), v.end(), 0); }

int main() {
  std::vector<int> values = {4, 1, 4, 2};
  int max = 0, min = 100, count = -1;
  for (int v : values) { max = std::max(max, v); min = std::min(min, v); }
  count = (int)std::count(values.begin(), values.end(), 4);
  int total = std::accumulate(values.begin(), values.end(), 0);
  printf("max=%d min=%d count=%d total=%d\n", max, min, count, total);
  int time = 7, div = 2, Pointer = 3, copy = 5;
  printf("%d %d %d %d\n", time / div, Pointer, copy, transform(copy));
  Vector v{1.5f, 2.5f};
  Pair p{3, 4};
  Stack s;
  s.push(9);
  Queue q;
  List l{{5, 6}, {7.5f, 8.5f}};
  std::vector<Vector> vs(2, v);
  printf("%.1f %d %d %d %d %.1f %.1f %d\n", v.y, p.second, s.top(), q.head, l.p.first, l.v.x, vs[1].x, accumulateAll(values));
  return 0;
}
