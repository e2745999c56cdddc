// A prefix sum over many tiles in three kernels, as the C++ AMP scan write-ups lay it out:
// (1) each tile scans its part in tile_static memory and writes its total into an array<int>,
// (2) one tile scans the totals, (3) every element adds its tile's offset. The intermediates
// live in concurrency::array on the accelerator; the input goes up and the result comes back
// with copy_async, waited on through completion_future.
#include <amp.h>
#include <iostream>
#include <numeric>
#include <vector>

using namespace concurrency;

static const int tile_size = 64;

// Phase 1: inclusive scan inside each tile (Hillis-Steele), and each tile's total.
template <int TS>
void scan_tiles(const array<int, 1>& input, array<int, 1>& output, array<int, 1>& tile_totals) {
  parallel_for_each(input.extent.tile<TS>(), [=, &input, &output, &tile_totals](tiled_index<TS> t) restrict(amp) {
    tile_static int buffer[2][TS];
    int local = t.local[0];
    int current = 0;
    buffer[current][local] = input[t.global];
    t.barrier.wait();
    for (int offset = 1; offset < TS; offset *= 2) {
      int next = 1 - current;
      buffer[next][local] = local >= offset ? buffer[current][local] + buffer[current][local - offset] : buffer[current][local];
      current = next;
      t.barrier.wait();
    }
    output[t.global] = buffer[current][local];
    if (local == TS - 1) tile_totals[t.tile] = buffer[current][local];
  });
}

// Phase 2: an exclusive scan of the tile totals, by one tile stepping through them in chunks.
template <int TS>
void scan_totals(array<int, 1>& tile_totals, array<int, 1>& tile_offsets) {
  int count = tile_totals.extent[0];
  parallel_for_each(extent<1>(TS).tile<TS>(), [=, &tile_totals, &tile_offsets](tiled_index<TS> t) restrict(amp) {
    tile_static int chunk[TS];
    tile_static int carry;
    int local = t.local[0];
    if (local == 0) carry = 0;
    t.barrier.wait();
    for (int base = 0; base < count; base += TS) {
      int i = base + local;
      chunk[local] = i < count ? tile_totals[i] : 0;
      t.barrier.wait();
      if (local == 0) {
        int running = carry;
        for (int k = 0; k < TS && base + k < count; ++k) {
          int value = chunk[k];
          chunk[k] = running;
          running += value;
        }
        carry = running;
      }
      t.barrier.wait();
      if (i < count) tile_offsets[i] = chunk[local];
      t.barrier.wait();
    }
  });
}

// Phase 3: each element adds the sum of all earlier tiles.
void add_offsets(array<int, 1>& output, const array<int, 1>& tile_offsets) {
  parallel_for_each(output.extent, [&output, &tile_offsets](index<1> idx) restrict(amp) {
    output[idx] += tile_offsets[idx[0] / tile_size];
  });
}

std::vector<int> inclusive_scan_amp(const std::vector<int>& values) {
  int n = static_cast<int>(values.size());
  int tiles = n / tile_size;
  accelerator_view view = accelerator().default_view;
  array<int, 1> input(n, view);
  array<int, 1> output(n, view);
  array<int, 1> tile_totals(tiles, view);
  array<int, 1> tile_offsets(tiles, view);

  completion_future upload = copy_async(values.begin(), values.end(), input);
  upload.get();
  scan_tiles<tile_size>(input, output, tile_totals);
  scan_totals<tile_size>(tile_totals, tile_offsets);
  add_offsets(output, tile_offsets);

  std::vector<int> result(n);
  completion_future download = copy_async(output, result.begin());
  download.wait();

  // The per-tile totals come back too, for the report.
  std::vector<int> totals(tiles);
  copy(tile_totals, totals.begin());
  std::cout << "tiles: " << tiles << ", first totals: " << totals[0] << " " << totals[1] << " " << totals[2] << std::endl;
  return result;
}

int main() {
  const int n = tile_size * 80;
  std::vector<int> values(n);
  for (int i = 0; i < n; ++i) values[i] = (i * 7 + 3) % 11 - 4;

  std::vector<int> scanned = inclusive_scan_amp(values);
  std::vector<int> expected(n);
  std::partial_sum(values.begin(), values.end(), expected.begin());

  int mismatches = 0;
  for (int i = 0; i < n; ++i) {
    if (scanned[i] != expected[i]) ++mismatches;
  }
  std::cout << "elements: " << n << ", mismatches: " << mismatches << std::endl;
  for (int i : {0, 1, 63, 64, 65, 1000, n - 1}) std::cout << "  scan[" << i << "] = " << scanned[i] << std::endl;
  std::cout << "last equals the total: " << (scanned[n - 1] == std::accumulate(values.begin(), values.end(), 0) ? "yes" : "no") << std::endl;
  return 0;
}
