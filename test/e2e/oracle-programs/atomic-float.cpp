// HCC's float atomics (atomic_fetch_add/sub on float) and Microsoft's float
// atomic_exchange, on global and tile_static memory. The values are sums of
// halves, exact in any order.
#include <amp.h>
#include <iostream>
#include <vector>

using namespace concurrency;

int main() {
  const int n = 512;
  std::vector<float> acc(4, 0.0f);
  std::vector<float> out(n, 0.0f);
  array_view<float, 1> a(4, acc);
  array_view<float, 1> o(n, out);
  a[1] = 1000.0f;

  parallel_for_each(o.extent.tile<128>(), [=](tiled_index<128> t) restrict(amp) {
    tile_static float partial;
    tile_static float last;
    if (t.local[0] == 0) {
      partial = 0.0f;
      last = -1.0f;
    }
    t.barrier.wait();
    float before = atomic_fetch_add(&partial, 0.5f);
    atomic_exchange(&last, 7.25f);
    atomic_fetch_add(&a[0], 0.25f);
    atomic_fetch_sub(&a[1], 1.5f);
    float old = atomic_exchange(&a[2], 2.5f);
    if (old != 0.0f && old != 2.5f) a[3] = 1.0f;
    t.barrier.wait();
    o[t.global] = partial + last + (before >= 0.0f && before < 64.0f ? 0.0f : 1000.0f);
  });

  std::cout << a[0] << " " << a[1] << " " << a[2] << " " << a[3] << "\n";
  int good = 0;
  for (int i = 0; i < n; i++) good += o[i] == 64.0f + 7.25f;
  std::cout << "good " << good << "\n";
  return 0;
}
