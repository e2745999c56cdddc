// Compound assignments and increments in kernels whose operands differ in type: C++ computes
// `t op= v` as `t = T(C(t) op v)` in the usual arithmetic conversions, which WGSL's own `op=`
// (one type on both sides) does not, so ampc makes them plain stores with the conversions.
#include <amp.h>
#include <iostream>
#include <vector>

using namespace concurrency;

int pick(int i) restrict(amp) { return (i * 3 + 1) % 4; }

int main() {
  const int n = 8;
  std::vector<int> ints(n * 12, 0);
  std::vector<unsigned> uns(n * 4, 0);
  std::vector<float> floats(n * 8, 0.0f);
  array_view<int, 2> iv(n, 12, ints);
  array_view<unsigned, 2> uv(n, 4, uns);
  array_view<float, 2> fv(n, 8, floats);
  parallel_for_each(extent<1>(n), [=](index<1> idx) restrict(amp) {
    int k = idx[0];
    int i = k - 3;          // -3 .. 4
    float f = 0.75f * k;
    double d = 0.1 * k;
    unsigned u = 5u;
    int c = k % 3 - 1;      // -1, 0, 1

    int a = 7 + k;
    a *= 1.5f;              // int *= float
    iv(k, 0) = a;
    int b = 10 - k;
    b *= 0.3;               // int *= double
    iv(k, 1) = b;
    int m = 5;
    m -= u + 7u;            // int -= unsigned: computed in unsigned, converted back
    iv(k, 2) = m;
    int q = -17 + 3 * k;
    q %= 5;                 // negative remainders
    iv(k, 3) = q;
    int s = -64 + k;
    s >>= c + 2;            // a signed count
    iv(k, 4) = s;
    int t = 3;
    t <<= k;
    iv(k, 5) = t;
    int h = 100;
    h /= 2.5f + k;
    iv(k, 6) = h;
    int e = (a += 0.5) + 1; // used as a value
    iv(k, 7) = e;
    int r = k;
    r += d * 10;
    iv(k, 8) = r;

    u -= i;                 // unsigned -= int: -3 is 2^32 - 3
    uv(k, 0) = u;
    unsigned w = 1000u;
    w *= 2.75;
    uv(k, 1) = w;
    unsigned v = 0xF0u;
    v >>= c + 1;
    uv(k, 2) = v;
    unsigned z = 7u;
    z %= k + 1;
    uv(k, 3) = z;

    f += d;                 // float += double
    fv(k, 0) = f;
    float g = 1.25f;
    g *= i;                 // float *= int
    fv(k, 1) = g;
    float p = 0.5f;
    p++;                    // float increments
    ++p;
    float old = p--;
    fv(k, 2) = p;
    fv(k, 3) = old;
    double dd = 0.25 * k;
    dd++;                   // double increments
    double dold = dd++;
    dd -= 0.125f;
    dd *= 3;
    fv(k, 4) = (float)dd;
    fv(k, 5) = (float)dold;
    float x = 2.0f;
    x /= (double)k + 0.5;
    fv(k, 6) = x;
    float y = 1.0f;
    for (int j = 0; j < k; j++, y *= 1.5) {}
    fv(k, 7) = y;
  });
  for (int k = 0; k < n; k++) {
    for (int j = 0; j < 9; j++) std::cout << iv(k, j) << " ";
    for (int j = 0; j < 4; j++) std::cout << uv(k, j) << " ";
    for (int j = 0; j < 8; j++) std::cout << fv(k, j) << " ";
    std::cout << "\n";
  }

  // Targets whose subscripts have side effects or read memory are evaluated once.
  std::vector<int> cells(n * 4, 1);
  std::vector<int> sel(4);
  for (int j = 0; j < 4; j++) sel[j] = 3 - j;
  array_view<int, 2> cv(n, 4, cells);
  array_view<const int, 1> sv(4, sel);
  parallel_for_each(extent<1>(n), [=](index<1> idx) restrict(amp) {
    int k = idx[0];
    int local[4] = {10, 20, 30, 40};
    int at = 0;
    local[at++] *= 1.5;
    local[at++] += 2.5f;
    local[pick(k)] -= 0.75;
    local[sv[k % 4]] *= 2.5;
    cv(k, sv[k % 4]) += 0.5 + k;
    int pre = (local[at] *= 1.5);   // used as a value
    pre += ++at;
    for (int j = 0; j < 4; j++) cv(k, j) += local[j] + pre * 100 + at * 10000;
  });
  for (int k = 0; k < n; k++) {
    for (int j = 0; j < 4; j++) std::cout << cv(k, j) << " ";
    std::cout << "\n";
  }
  return 0;
}
