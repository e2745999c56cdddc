// A library: no main. Library mode exports each function with external linkage
// (test/e2e/library-mode.test.ts calls them from TypeScript; test/e2e/strict-typescript.test.ts type-checks them).
#include <amp.h>
#include <vector>
using namespace concurrency;

struct Stats {
  float sum;
  int count;
};

struct Range {
  Stats stats;
  float low;
  float high;
};

// c = a * b for n x n row-major matrices, on the GPU: c is written back into the caller's array.
void sgemm(std::vector<float>& c, const std::vector<float>& a, const std::vector<float>& b, int n) {
  array_view<const float, 2> av(n, n, a), bv(n, n, b);
  array_view<float, 2> cv(n, n, c);
  cv.discard_data();
  parallel_for_each(cv.extent, [=](index<2> idx) restrict(amp) {
    float s = 0;
    for (int k = 0; k < n; k++) s += av(idx[0], k) * bv(k, idx[1]);
    cv[idx] = s;
  });
  cv.synchronize();
}

// The caller's own array_view: the kernel writes into its data.
void scale(array_view<float, 1> v, float factor) {
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] *= factor; });
}

// A by-value vector: the function's changes stay its own.
int sumSquares(std::vector<int> xs) {
  int total = 0;
  for (int& x : xs) { x = x * x; total += x; }
  return total;
}

Stats summarize(const std::vector<float>& xs) {
  Stats s = {0, 0};
  for (float x : xs) { s.sum += x; s.count++; }
  return s;
}

void widen(Range& r, float by) {
  r.low -= by;
  r.high += by;
  r.stats.count += 1;
}

// A vector of structs is an array of plain objects, which can grow.
void resetCounts(std::vector<Stats>& all) {
  for (Stats& s : all) s.count = 0;
  Stats extra = {1.5f, 1};
  all.push_back(extra);
}

// Grows the vector: a typed array cannot follow, so the export throws.
void append(std::vector<int>& v, int x) { v.push_back(x); }

int add(int a, int b) { return a + b; }
float add(float a, float b) { return a + b; }

namespace geometry {
inline int twice(int x) { return 2 * x; }
}

static int hidden(int x) { return x + 1; }
namespace {
int alsoHidden(int x) { return x + 2; }
}
template <typename T> T identity(T x) { return x; }
int usesHelpers(int x) { return identity(x) + hidden(x) + alsoHidden(x); }

int apply(int (*f)(int), int x) { return f(x); }
float square(float x) restrict(amp) { return x * x; }
