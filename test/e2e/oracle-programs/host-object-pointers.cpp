// Host pointers to objects: `&s` of class objects, containers and C++ AMP arrays, passed to
// functions, dereferenced, assigned through, compared, and swapped (the reduction samples'
// ping-pong between two arrays).
#include <amp.h>
#include <cstdio>
#include <map>
#include <memory>
#include <utility>
#include <vector>
using namespace concurrency;

struct Point { int x, y; };
struct Shape { Point corner; std::vector<int> sides; };

void bump(Point* p) { p->x++; (*p).y += 10; }
void grow(std::vector<int>* v, int n) { for (int i = 0; i < n; ++i) v->push_back(i * i); }
int total(const std::vector<int>* v) { int t = 0; for (size_t i = 0; i < v->size(); ++i) t += (*v)[i]; return t; }
void count(std::map<int, int>* m, int k) { (*m)[k]++; }

int main() {
  Point a{1, 2}, b{5, 6};
  Point* p = &a;
  bump(p); bump(&b);
  printf("a=(%d,%d) b=(%d,%d)\n", a.x, a.y, b.x, b.y);
  *p = b;                         // assigns a through the pointer
  p->x = 100;
  printf("a=(%d,%d) same=%d\n", a.x, a.y, p == &a);
  p = &b;
  printf("now b: %d, differs=%d\n", p->x, p != &a);

  std::vector<int> v;
  std::vector<int>* pv = &v;
  grow(pv, 4);
  v = std::vector<int>(2, 7);     // a pointer sees the assigned vector
  printf("size=%d total=%d\n", (int)pv->size(), total(&v));
  *pv = {1, 2, 3};
  printf("v[2]=%d size=%d\n", v[2], (int)v.size());

  Shape s{{3, 4}, {1, 1, 1}};
  Point* corner = &s.corner;
  std::vector<int>* sides = &s.sides;
  corner->y = 40;
  sides->push_back(9);
  printf("corner=(%d,%d) sides=%d last=%d\n", s.corner.x, s.corner.y, (int)s.sides.size(), s.sides.back());

  std::vector<Point> pts(3, Point{0, 0});
  Point* second = &pts[1];
  second->x = 8;
  pts[1] = Point{9, 9};           // the element keeps its place: the pointer sees it
  printf("second=(%d,%d)\n", second->x, second->y);

  std::map<int, int> m;
  count(&m, 3); count(&m, 3); count(&m, 5);
  std::map<int, int>* pm = &m;
  printf("m[3]=%d m.size=%d first=%d\n", m[3], (int)pm->size(), pm->begin()->first);

  // Tree reduction ping-ponging between two arrays through pointers.
  std::vector<int> data(64);
  for (int i = 0; i < 64; ++i) data[i] = i + 1;
  array<int, 1> a1(64, data.begin()), a2(32);
  array<int, 1>* src = &a1;
  array<int, 1>* dst = &a2;
  for (int n = 64; n > 1; n /= 2) {
    array<int, 1>& from = *src;
    array<int, 1>& to = *dst;
    parallel_for_each(extent<1>(n / 2), [=, &from, &to](index<1> i) restrict(amp) {
      to[i] = from[i * 2] + from[i * 2 + 1];
    });
    std::swap(src, dst);
  }
  std::vector<int> result(1);
  copy(src->section(0, 1), result.begin());
  printf("sum=%d src is a1: %d\n", result[0], src == &a1);

  // `new` of containers and arrays, owned raw or by a smart pointer.
  std::vector<int>* made = new std::vector<int>(3, 2);
  made->push_back(5);
  printf("made %d %d\n", (int)made->size(), (*made)[3]);
  delete made;
  std::shared_ptr<array<int, 1>> shared(new array<int, 1>(8));
  array<int, 1>* raw = new array<int, 1>(4, data.begin());
  printf("shared %d raw %d null %d\n", shared->extent[0], raw->extent.size(), raw == nullptr);
  delete raw;
  return 0;
}
