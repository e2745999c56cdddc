// A rank-4 domain of 16,777,472 threads, more than 65,535 workgroups of 256: the flattened
// dispatch wraps its workgroups into rows (runtime/kernel.ts), and every index is visited exactly once
// (each thread adds to its element atomically, so a second visit would show).
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;
int main() {
  // 2 x 2 x 64 x 65537 = 16,777,472 threads: more than 65,535 workgroups of 256.
  int dims[4] = {2, 2, 64, 65537};
  extent<4> e(dims);
  std::vector<int> data(e.size());
  array_view<int, 4> v(e, data);
  parallel_for_each(e, [=](index<4> idx) restrict(amp) {
    atomic_fetch_add(&v[idx], idx[0] + idx[1] + idx[2] + idx[3] + 1);
  });
  v.synchronize();
  bool ok = true;
  for (int a = 0; a < 2; a++) for (int b = 0; b < 2; b++) for (int c = 0; c < 64; c++) for (int d = 0; d < 65537; d++) {
    int i = ((a * 2 + b) * 64 + c) * 65537 + d;
    if (data[i] != a + b + c + d + 1) ok = false;
  }
  std::cout << (ok ? "ok" : "wrong") << " " << e.size() << "\n";
  return 0;
}
