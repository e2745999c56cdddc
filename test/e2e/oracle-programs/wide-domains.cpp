// Domains that need more than 65,535 workgroups along one dimension (WebGPU's
// maxComputeWorkgroupsPerDimension): the launcher folds that dimension into rows along an unused
// dispatch dimension and the kernel recomputes its index (runtime/kernel.ts). Every thread must run
// exactly once, with its own index: counts and sums over all indices would show a thread run twice,
// one skipped, or one run with a wrong index; the padding of the last row must not run.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

// Non-tiled: each thread adds 1 to a counter and its index to a sum, both in 64 slots.

void report(const char* what, const std::vector<int>& count, const std::vector<int>& sum) {
  long long threads = 0, total = 0;
  for (int v : count) threads += v;
  for (int v : sum) total += v;
  std::cout << what << ": " << threads << " threads, index sum " << total << ", slot 0 " << count[0] << ", slot 63 " << count[63] << "\n";
}

int main() {
  // Rank 1, 256 threads a workgroup: 65,537 workgroups, the last partly padding.
  {
    const int n = 65536 * 256 + 300;
    std::vector<int> count(64), sum(64), last(4, -1);
    array_view<int, 1> c(64, count), s(64, sum), l(4, last);
    parallel_for_each(extent<1>(n), [=](index<1> idx) restrict(amp) {
      int i = idx[0];
      atomic_fetch_add(&c[i % 64], 1);
      atomic_fetch_add(&s[i % 64], i % 1000);
      if (i >= n - 4) l[i - (n - 4)] = i;
    });
    c.synchronize(); s.synchronize(); l.synchronize();
    report("rank 1", count, sum);
    std::cout << "last indices " << last[0] << " " << last[1] << " " << last[2] << " " << last[3] << "\n";
  }
  // Rank 2, 16 x 16 threads a workgroup: dimension 1 needs 65,537 workgroups, then dimension 0.
  for (int wide = 1; wide >= 0; wide--) {
    const int rows = wide ? 3 : 65536 * 16 + 5;
    const int cols = wide ? 65536 * 16 + 5 : 1;
    std::vector<int> count(64), sum(64);
    array_view<int, 1> c(64, count), s(64, sum);
    parallel_for_each(extent<2>(rows, cols), [=](index<2> idx) restrict(amp) {
      int slot = (idx[0] * 7 + idx[1]) % 64;
      atomic_fetch_add(&c[slot], 1);
      atomic_fetch_add(&s[slot], (idx[0] % 100) * 1000 + idx[1] % 1000);
    });
    c.synchronize(); s.synchronize();
    report(wide ? "rank 2, wide dimension 1" : "rank 2, wide dimension 0", count, sum);
  }
  // Tiled, rank 1: 65,539 tiles of 2 threads that swap their values through tile_static memory.
  {
    const int tiles = 65539;
    std::vector<int> data(tiles * 2);
    for (int i = 0; i < tiles * 2; i++) data[i] = i * 3;
    array_view<int, 1> d(tiles * 2, data);
    parallel_for_each(extent<1>(tiles * 2).tile<2>(), [=](tiled_index<2> t) restrict(amp) {
      tile_static int pair[2];
      pair[t.local[0]] = d[t.global];
      t.barrier.wait();
      d[t.global] = pair[1 - t.local[0]] + t.tile[0];
    });
    d.synchronize();
    long long bad = 0;
    for (int i = 0; i < tiles * 2; i++) if (data[i] != (i ^ 1) * 3 + i / 2) bad++;
    std::cout << "tiled rank 1: " << bad << " wrong of " << tiles * 2 << ", last " << data[tiles * 2 - 1] << "\n";
  }
  // Tiled, rank 2: tiles of 1 x 2 along a wide dimension 1, and of 2 x 1 along a wide dimension 0.
  for (int wide = 1; wide >= 0; wide--) {
    const int tiles = 65537;
    const int rows = wide ? 1 : tiles * 2, cols = wide ? tiles * 2 : 1;
    std::vector<int> data(tiles * 2);
    array_view<int, 2> d(rows, cols, data);
    if (wide) {
      parallel_for_each(d.extent.tile<1, 2>(), [=](tiled_index<1, 2> t) restrict(amp) {
        tile_static int first;
        if (t.local[1] == 0) first = t.global[1];
        t.barrier.wait();
        d[t.global] = first * 10 + t.tile[1] % 10 + t.tile_origin[0];
      });
    } else {
      parallel_for_each(d.extent.tile<2, 1>(), [=](tiled_index<2, 1> t) restrict(amp) {
        tile_static int first;
        if (t.local[0] == 0) first = t.global[0];
        t.barrier.wait();
        d[t.global] = first * 10 + t.tile[0] % 10 + t.tile_origin[1];
      });
    }
    d.synchronize();
    long long bad = 0;
    for (int i = 0; i < tiles * 2; i++) if (data[i] != (i / 2 * 2) * 10 + (i / 2) % 10) bad++;
    std::cout << "tiled rank 2, wide dimension " << (wide ? 1 : 0) << ": " << bad << " wrong of " << tiles * 2 << "\n";
  }
  return 0;
}
