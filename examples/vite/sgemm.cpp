// Single-precision matrix product on the GPU: C = alpha * A * B + beta * C, with A m x k,
// B k x n and C m x n in row-major order. The Vite plugin compiles this file when main.ts
// imports it; library mode exports `sgemm` to TypeScript, taking Float32Arrays for the vectors.
#include <amp.h>
#include <vector>
#include "sgemm-tile.h"

using namespace concurrency;

void sgemm(int m, int n, int k, float alpha, const std::vector<float>& a, const std::vector<float>& b,
           float beta, std::vector<float>& c) {
  array_view<const float, 2> av(m, k, a);
  array_view<const float, 2> bv(k, n, b);
  array_view<float, 2> cv(m, n, c);
  // The tiled extent rounds m and n up to whole tiles; threads outside C only help load tiles.
  extent<2> padded((m + TILE - 1) / TILE * TILE, (n + TILE - 1) / TILE * TILE);
  parallel_for_each(padded.tile<TILE, TILE>(), [=](tiled_index<TILE, TILE> t) restrict(amp) {
    tile_static float as[TILE][TILE];
    tile_static float bs[TILE][TILE];
    int row = t.global[0];
    int col = t.global[1];
    float sum = 0.0f;
    for (int i = 0; i < k; i += TILE) {
      int ak = i + t.local[1];
      int bk = i + t.local[0];
      as[t.local[0]][t.local[1]] = row < m && ak < k ? av(row, ak) : 0.0f;
      bs[t.local[0]][t.local[1]] = bk < k && col < n ? bv(bk, col) : 0.0f;
      t.barrier.wait();
      for (int j = 0; j < TILE; j++) sum += as[t.local[0]][j] * bs[j][t.local[1]];
      t.barrier.wait();
    }
    if (row < m && col < n) cv(row, col) = alpha * sum + beta * cv(row, col);
  });
  cv.synchronize();
}
