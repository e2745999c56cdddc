// A tiled histogram in the style of the C++ AMP samples: each tile counts into a tile_static
// histogram with atomic_fetch_inc, then adds it into the global one with atomic_fetch_add.
#include <amp.h>
#include <iostream>
#include <vector>
#include <cstdlib>

using namespace concurrency;

#define BIN_COUNT 64
#define TILE_SIZE 128
#define DATA_SIZE (TILE_SIZE * 40 + 17)

class histogram {
 public:
  explicit histogram(const std::vector<unsigned>& data) : data_(data) {}

  std::vector<unsigned> compute_cpu() const {
    std::vector<unsigned> bins(BIN_COUNT, 0);
    for (unsigned v : data_) bins[v % BIN_COUNT]++;
    return bins;
  }

  std::vector<unsigned> compute_amp(const accelerator_view& av) const {
    const int n = static_cast<int>(data_.size());
    array<unsigned, 1> input(n, data_.begin(), data_.end(), av);
    array<unsigned, 1> bins(BIN_COUNT, av);
    // array's contents are undefined until written: clear the bins first.
    parallel_for_each(av, bins.get_extent(), [&bins](index<1> idx) restrict(amp) { bins[idx] = 0; });
    tiled_extent<TILE_SIZE> domain = extent<1>(n).tile<TILE_SIZE>().pad();
    parallel_for_each(av, domain, [=, &input, &bins](tiled_index<TILE_SIZE> tidx) restrict(amp) {
      tile_static unsigned local_bins[BIN_COUNT];
      const int lid = tidx.local[0];
      for (int b = lid; b < BIN_COUNT; b += TILE_SIZE) local_bins[b] = 0;
      tidx.barrier.wait_with_tile_static_memory_fence();
      if (tidx.global[0] < n) atomic_fetch_inc(&local_bins[input[tidx.global] % BIN_COUNT]);
      tidx.barrier.wait_with_tile_static_memory_fence();
      for (int b = lid; b < BIN_COUNT; b += TILE_SIZE)
        if (local_bins[b] != 0) atomic_fetch_add(&bins[b], local_bins[b]);
    });
    std::vector<unsigned> result(BIN_COUNT);
    copy(bins, result.begin());
    return result;
  }

 private:
  std::vector<unsigned> data_;
};

int main() {
  std::vector<unsigned> data(DATA_SIZE);
  srand(42);
  for (auto& v : data) v = static_cast<unsigned>(rand());
  histogram h(data);
  accelerator_view av = accelerator().default_view;
  std::vector<unsigned> expected = h.compute_cpu();
  std::vector<unsigned> actual = h.compute_amp(av);
  unsigned total = 0;
  bool ok = true;
  for (int b = 0; b < BIN_COUNT; b++) {
    total += actual[b];
    if (actual[b] != expected[b]) {
      std::cout << "bin " << b << ": " << actual[b] << " expected " << expected[b] << std::endl;
      ok = false;
    }
  }
  std::cout << "total " << total << " of " << data.size() << std::endl;
  std::cout << "bins 0..3: " << actual[0] << " " << actual[1] << " " << actual[2] << " " << actual[3] << std::endl;
  std::cout << (ok ? "PASSED" : "FAILED") << std::endl;
  return ok ? 0 : 1;
}
