// qsort and bsearch with C comparators, as glibc 2.36 runs them: qsort is a stable top-down
// merge sort, so the comparator sees the same pairs in the same order as under g++ (counted and
// printed here), and elements that compare equal keep their order.
#include <cstdio>
#include <cstdlib>
#include <vector>

static int calls = 0;

int byValue(const void* a, const void* b) {
  int x = *(const int*)a;
  int y = *(const int*)b;
  calls++;
  return (x > y) - (x < y);
}

// Compares tens only: 31 and 35 are equal, and stay in the order they were in.
int byTens(const void* a, const void* b) {
  const int* x = static_cast<const int*>(a);
  const int* y = static_cast<const int*>(b);
  printf("(%d,%d)", *x, *y);
  return *x / 10 - *y / 10;
}

int floatsDescending(const void* a, const void* b) {
  float x = *(const float*)a, y = *(const float*)b;
  calls++;
  return x < y ? 1 : x > y ? -1 : 0;
}

int doubles(const void* a, const void* b) {
  double d = *(const double*)a - *(const double*)b;
  calls++;
  return d < 0 ? -1 : d > 0 ? 1 : 0;
}

struct Item {
  int key;
  char tag;
  double weight;
};

int byKey(const void* a, const void* b) {
  const Item* x = (const Item*)a;
  const Item* y = (const Item*)b;
  calls++;
  return x->key - y->key;
}

int main() {
  int a[12] = {5, 3, 9, 1, 5, 7, 2, 8, 6, 4, 0, 3};
  qsort(a, 12, sizeof(int), byValue);
  printf("ints:");
  for (int x : a) printf(" %d", x);
  printf(" (%d comparisons)\n", calls);

  int tens[7] = {35, 12, 31, 7, 19, 33, 2};
  qsort(tens, 7, sizeof tens[0], byTens);
  printf("\ntens:");
  for (int x : tens) printf(" %d", x);
  printf("\n");

  // Part of an array, through a pointer into it.
  int part[6] = {9, 8, 7, 6, 5, 4};
  calls = 0;
  qsort(part + 2, 3, sizeof(int), byValue);
  printf("part:");
  for (int x : part) printf(" %d", x);
  printf(" (%d comparisons)\n", calls);

  std::vector<float> f = {0.5f, -1.25f, 3.0f, 2.5f, -0.75f, 3.0f, 1.0f};
  calls = 0;
  qsort(f.data(), f.size(), sizeof(float), floatsDescending);
  printf("floats:");
  for (float x : f) printf(" %g", x);
  printf(" (%d comparisons)\n", calls);

  double d[9] = {2.5, 1e-3, -7.0, 2.5, 100.0, 0.0, -0.5, 3.25, 1e3};
  calls = 0;
  qsort(d, sizeof d / sizeof d[0], sizeof(double), doubles);
  printf("doubles:");
  for (double x : d) printf(" %g", x);
  printf(" (%d comparisons)\n", calls);

  Item items[6] = {{3, 'a', 1.5}, {1, 'b', 2.0}, {3, 'c', 0.5}, {2, 'd', 4.0}, {1, 'e', 1.0}, {0, 'f', 9.0}};
  Item& first = items[0];
  calls = 0;
  qsort(items, 6, sizeof(Item), byKey);
  printf("items:");
  for (const Item& it : items) printf(" %d%c", it.key, it.tag);
  printf(" (%d comparisons) first is %d%c\n", calls, first.key, first.tag);

  std::vector<Item> v = {{5, 'x', 0.0}, {4, 'y', 0.0}, {5, 'z', 0.0}, {1, 'w', 0.0}};
  qsort(v.data(), v.size(), sizeof(Item), byKey);
  printf("vector items:");
  for (const Item& it : v) printf(" %d%c", it.key, it.tag);
  printf("\n");

  // bsearch: a pointer to an element equal to the key, or null.
  calls = 0;
  int keys[5] = {0, 4, 5, 10, -1};
  for (int key : keys) {
    int* found = (int*)bsearch(&key, a, 12, sizeof(int), byValue);
    if (found) printf("found %d at %d\n", *found, (int)(found - a));
    else printf("%d not found\n", key);
  }
  printf("(%d comparisons)\n", calls);
  double missing = 1.5;
  const double* m = (const double*)bsearch(&missing, d, 9, sizeof(double), doubles);
  printf("%s\n", m == NULL ? "no 1.5" : "1.5");
  std::vector<float> sorted = {-2.0f, 0.5f, 1.0f, 4.0f};
  float wanted = 1.0f;
  float* hit = (float*)bsearch(&wanted, sorted.data(), sorted.size(), sizeof(float), floatsDescending);
  printf("%s\n", hit ? "1 found descending" : "1 not found in ascending data searched as descending");
  // 200 values with many repeats: the comparison count and the order match g++'s exactly.
  int big[200];
  unsigned seed = 12345u;
  for (int& x : big) {
    seed = seed * 1103515245u + 12345u;
    x = (int)((seed >> 16) % 50u);
  }
  calls = 0;
  qsort(big, 200, sizeof(int), byValue);
  long long weighted = 0;
  for (int i = 0; i < 200; i++) weighted += (long long)(i + 1) * big[i];
  printf("big: %d comparisons, weighted sum %lld, sorted %d\n", calls, weighted, big[0] <= big[199]);

  // A capture-less lambda is a comparator too; std::qsort is qsort.
  short shorts[5] = {4, -2, 7, 0, -9};
  std::qsort(shorts, 5, sizeof(short), [](const void* a, const void* b) { return *(const short*)b - *(const short*)a; });
  printf("shorts:");
  for (short x : shorts) printf(" %d", x);
  printf("\n");
  return 0;
}
