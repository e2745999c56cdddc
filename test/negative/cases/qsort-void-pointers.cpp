// expect: error unsupported 17:51
// expect: error unsupported 17:68
// expect: error unsupported 22:57
// expect: error unsupported 22:60
// expect: error unsupported 27:15
// expect: error unsupported 29:28
// expect: error unsupported 32:9
// expect: error unsupported 33:13
// expect: error unsupported 34:19
// expect: error unsupported 34:26
// ampc's void* is a qsort/bsearch comparator's parameter cast to the element type: a cast to
// another type than the elements given, any other use of a void*, an element size that is not
// sizeof(T), a comparator through a variable, and arrays of other types are "not supported by
// ampc"; a pointer does not convert to void* otherwise.
#include <cstdlib>
#include <vector>
int byInt(const void* a, const void* b) { return *(const int*)a - *(const int*)b; }
int byDouble(const void* a, const void* b) {
  double d = *(const double*)a - *(const double*)b;
  return d < 0 ? -1 : d > 0;
}
int passOn(const void* a, const void* b) { return byInt(a, b); }
int main() {
  double d[3] = {3, 1, 2};
  qsort(d, 3, sizeof(double), byInt);
  int n[3] = {3, 1, 2};
  qsort(n, 3, sizeof(double), byInt);
  int (*fp)(const void*, const void*) = byInt;
  qsort(n, 3, sizeof(int), fp);
  qsort(n, 3, sizeof(int), passOn);
  std::vector<std::vector<int>> s(2);
  qsort(s.data(), s.size(), 24, byInt);
  void* p = &n[0];
  return byDouble(&d[0], &d[1]);
}
