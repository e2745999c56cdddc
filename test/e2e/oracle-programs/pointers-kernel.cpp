// restrict(amp) pointers: into a view, a local scalar, struct and array, a tile_static array,
// passed to helpers, moved, compared and subtracted; and an array_view over one host variable.
#include <amp.h>
#include <iostream>
using namespace concurrency;

struct Pair {
  int a;
  float b;
};

float sine_of(float* p) restrict(amp) { return *p * 2.0f; }

void store(float* p, float v) restrict(amp) { *p = v; }

int sum(int* p, int n) restrict(amp) {
  int s = 0;
  for (int i = 0; i < n; i++) s += p[i];
  return s;
}

// The parameter itself moves: p++ walks the caller's array.
int walk(int* p, int n) restrict(amp) {
  int s = 0;
  for (int i = 0; i < n; i++) {
    s += *p * (i + 1);
    p++;
  }
  return s;
}

void bump(Pair* q) restrict(amp) {
  q->a += 10;
  q->b = q->b * 2.0f;
}

// Calls a pointer-taking helper with its own pointer parameter.
int twice_sum(int* p, int n) restrict(amp) { return 2 * sum(p, n); }

int main() {
  const int n = 8;
  std::vector<float> in(n), out(n, 0.0f), stored(n, 0.0f);
  std::vector<int> ints(n * 8, 0);
  for (int i = 0; i < n; i++) in[i] = i * 0.5f;
  array_view<const float, 1> vin(n, in);
  array_view<float, 1> vout(n, out), vstored(n, stored);
  array_view<int, 1> vi(n * 8, ints);
  parallel_for_each(vout.extent, [=](index<1> idx) restrict(amp) {
    int i = idx[0];
    float x = vin[idx];
    vout[idx] = sine_of(&x);
    store(&vstored[idx], x + 1.0f);
    float local = 1.0f;
    float* lp = &local;
    *lp += x;
    store(lp, *lp * 3.0f);

    int arr[5] = {1, 2, 3, 4, 5};
    int* p = arr;
    int* end = arr + 5;
    int count = 0;
    while (p != end) {
      count += *p;
      ++p;
    }
    int* mid = &arr[1];
    mid[1] = 30;  // arr[2]
    mid += 2;     // arr[3]
    *mid = 40;
    int* back = mid - 1;  // arr[2]

    int m[2][3] = {{1, 2, 3}, {4, 5, 6}};
    int* mp = &m[0][0];
    mp[4] = 50;  // m[1][1]

    Pair pr = {i, 0.5f};
    Pair* pp = &pr;
    bump(pp);
    (*pp).a += 1;

    int* vp = &vi[i * 8];
    vp[0] = count;
    vp[1] = sum(arr, 5);
    vp[2] = walk(arr + 1, 3);
    vp[3] = (int)(end - mid) * 100 + (back < mid ? 1 : 0) + (p == end ? 10 : 0);
    vp[4] = m[1][1] + twice_sum(&m[0][0], 6);
    vp[5] = pr.a;
    vp[6] = (int)(pr.b * 10.0f) + (int)local;
    *(vp + 7) = *back;
  });
  for (int i = 0; i < n; i++) {
    std::cout << vout[i] << " " << vstored[i];
    for (int k = 0; k < 8; k++) std::cout << " " << vi[i * 8 + k];
    std::cout << "\n";
  }

  // tile_static: each thread points at its own slot and at its neighbour's.
  std::vector<int> tiles(16, 0);
  array_view<int, 1> vt(16, tiles);
  parallel_for_each(vt.extent.tile<8>(), [=](tiled_index<8> t) restrict(amp) {
    tile_static int slots[8];
    int* mine = &slots[t.local[0]];
    *mine = t.global[0] * 3;
    t.barrier.wait();
    int* next = slots + (t.local[0] + 1) % 8;
    vt[t.global] = *next + sum(slots, 8);
  });
  for (int i = 0; i < 16; i++) std::cout << vt[i] << (i == 15 ? "\n" : " ");

  // A view over one host variable, written back when the view synchronizes.
  int result = 5;
  array_view<int, 1> vr(1, &result);
  parallel_for_each(vr.extent, [=](index<1> idx) restrict(amp) { vr[idx] = vr[idx] * 7 + 1; });
  vr.synchronize();
  std::cout << "result " << result << "\n";
  result += 1;
  std::cout << "after " << result << "\n";
  return 0;
}
