// Rank-3 domains that need more than 65,535 workgroups along one dimension (WebGPU's
// maxComputeWorkgroupsPerDimension). Rank 3 leaves no unused dispatch dimension to fold into, so
// the launcher runs such a domain as rows of workgroups and the kernel recomputes its index from
// its number (runtime/kernel.ts). Every thread must run exactly once, with its own index: counts
// and sums over all indices would show a thread run twice, one skipped, or one run with a wrong
// index; the padding of the last row must not run.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

// Non-tiled: each thread adds 1 to a counter and a mix of its index to a sum, both in 64 slots;
// the first and the last thread of the domain record their index.
void plain(int e0, int e1, int e2) {
  std::vector<int> count(64), sum(64), ends(6, -1);
  array_view<int, 1> c(64, count), s(64, sum), l(6, ends);
  parallel_for_each(extent<3>(e0, e1, e2), [=](index<3> idx) restrict(amp) {
    int i = idx[0], j = idx[1], k = idx[2];
    int slot = (i * 7 + j * 3 + k) % 64;
    atomic_fetch_add(&c[slot], 1);
    atomic_fetch_add(&s[slot], (i * 31 + j * 17 + k) % 1000);
    if (i == 0 && j == 0 && k == 0) { l[0] = i; l[1] = j; l[2] = k; }
    if (i == e0 - 1 && j == e1 - 1 && k == e2 - 1) { l[3] = i; l[4] = j; l[5] = k; }
  });
  c.synchronize(); s.synchronize(); l.synchronize();
  long long threads = 0, total = 0;
  for (int v : count) threads += v;
  for (int v : sum) total += v;
  std::cout << "extent (" << e0 << ", " << e1 << ", " << e2 << "): " << threads << " threads, sum " << total
            << ", slot 0 " << count[0] << ", slot 63 " << count[63] << ", first (" << ends[0] << ", " << ends[1] << ", "
            << ends[2] << "), last (" << ends[3] << ", " << ends[4] << ", " << ends[5] << ")\n";
}

// A helper that reads the calling thread's ids through its tiled_index.
int tile_mix(tiled_index<1, 1, 2> t) restrict(amp) {
  return t.tile[0] * 1000000 + t.tile[1] * 100000 + t.tile[2] % 100000;
}

int main() {
  // Wide along dimension 2 (WGSL x, 8 threads a workgroup): 65,537 workgroups, the last partly padding.
  plain(2, 3, 65536 * 8 + 5);
  // Wide along dimension 0 (WGSL z, 4 threads a workgroup): 70,000 workgroups.
  plain(70000 * 4, 2, 2);
  // Wide along dimension 1 (WGSL y, 8 threads a workgroup): 65,537 workgroups.
  plain(3, 65536 * 8 + 1, 1);

  // Tiled, wide along dimension 2: 65,537 tiles of 2 threads a row, 2 rows, that swap their values
  // through tile_static memory; a helper reads the tile's index.
  {
    const int tiles = 65537, n = 2 * tiles * 2;
    std::vector<int> data(n), mix(n);
    for (int i = 0; i < n; i++) data[i] = i * 3;
    array_view<int, 3> d(1, 2, tiles * 2, data), m(1, 2, tiles * 2, mix);
    parallel_for_each(d.extent.tile<1, 1, 2>(), [=](tiled_index<1, 1, 2> t) restrict(amp) {
      tile_static int pair[2];
      pair[t.local[2]] = d[t.global];
      t.barrier.wait();
      d[t.global] = pair[1 - t.local[2]] + t.tile[2] + t.tile_origin[1] * 7;
      m[t.global] = tile_mix(t);
    });
    d.synchronize(); m.synchronize();
    long long bad = 0;
    for (int j = 0; j < 2; j++)
      for (int k = 0; k < tiles * 2; k++) {
        int i = j * tiles * 2 + k;
        if (data[i] != (j * tiles * 2 + (k ^ 1)) * 3 + k / 2 + j * 7 || mix[i] != j * 100000 + (k / 2) % 100000) bad++;
      }
    std::cout << "tiled <1, 1, 2>: " << bad << " wrong of " << n << ", last " << data[n - 1] << " " << mix[n - 1] << "\n";
  }
  // Tiled, wide along dimension 0 (tiles of 2 x 1 x 1) and along dimension 1 (tiles of 1 x 2 x 1).
  for (int wide = 0; wide <= 1; wide++) {
    const int tiles = 65537;
    const int e0 = wide == 0 ? tiles * 2 : 1, e1 = wide == 1 ? tiles * 2 : 1, e2 = 2;
    std::vector<int> data(e0 * e1 * e2);
    array_view<int, 3> d(e0, e1, e2, data);
    if (wide == 0) {
      parallel_for_each(d.extent.tile<2, 1, 1>(), [=](tiled_index<2, 1, 1> t) restrict(amp) {
        tile_static int first[2];
        if (t.local[0] == 0) first[t.global[2]] = t.global[0];
        t.barrier.wait();
        d[t.global] = first[t.global[2]] * 10 + t.tile[0] % 10 + t.tile[2] * 3;
      });
    } else {
      parallel_for_each(d.extent.tile<1, 2, 1>(), [=](tiled_index<1, 2, 1> t) restrict(amp) {
        tile_static int first[2];
        if (t.local[1] == 0) first[t.global[2]] = t.global[1];
        t.barrier.wait();
        d[t.global] = first[t.global[2]] * 10 + t.tile[1] % 10 + t.tile[2] * 3;
      });
    }
    d.synchronize();
    long long bad = 0;
    for (int w = 0; w < tiles * 2; w++)
      for (int k = 0; k < 2; k++)
        if (data[w * 2 + k] != (w / 2 * 2) * 10 + (w / 2) % 10 + k * 3) bad++;
    std::cout << "tiled, wide dimension " << wide << ": " << bad << " wrong of " << tiles * 4 << "\n";
  }
  return 0;
}
