// A least-significant-digit radix sort as the C++ AMP radix sort samples write it: per pass, each
// tile counts its 4-bit digits in tile_static memory with atomic_fetch_add, a scan over the
// tile counts (digit-major) gives every tile its output offsets, and a scatter writes each key
// in a stable order (one thread per tile walks its keys). The result must equal std::sort's.
#include <amp.h>
#include <iostream>
#include <vector>
#include <algorithm>
#include <random>
#include <numeric>

using namespace concurrency;

static const int TILE = 64;
static const int RADIX_BITS = 4;
static const int BUCKETS = 1 << RADIX_BITS;

inline unsigned int digit_of(unsigned int key, int shift) restrict(amp, cpu) { return (key >> shift) & (BUCKETS - 1); }

// counts[b * tiles + t]: how many keys of tile t have digit b.
void count_digits(array_view<const unsigned int, 1> keys, array_view<unsigned int, 1> counts, int shift, int tiles) {
  parallel_for_each(keys.extent.tile<TILE>(), [=](tiled_index<TILE> t) restrict(amp) {
    tile_static unsigned int local_counts[BUCKETS];
    if (t.local[0] < BUCKETS) local_counts[t.local[0]] = 0;
    t.barrier.wait();
    atomic_fetch_add(&local_counts[digit_of(keys[t.global], shift)], 1u);
    t.barrier.wait();
    if (t.local[0] < BUCKETS) counts[t.local[0] * tiles + t.tile[0]] = local_counts[t.local[0]];
  });
}

// An exclusive scan of the counts, on one tile: each thread scans a contiguous chunk, then the
// chunk totals are scanned by thread 0.
void exclusive_scan(array_view<unsigned int, 1> counts) {
  const int n = counts.extent[0];
  parallel_for_each(extent<1>(TILE).tile<TILE>(), [=](tiled_index<TILE> t) restrict(amp) {
    tile_static unsigned int totals[TILE];
    int per_thread = (n + TILE - 1) / TILE;
    int begin = t.local[0] * per_thread;
    int end = begin + per_thread < n ? begin + per_thread : n;
    unsigned int running = 0;
    for (int i = begin; i < end; i++) {
      unsigned int c = counts[i];
      counts[i] = running;
      running += c;
    }
    totals[t.local[0]] = running;
    t.barrier.wait();
    if (t.local[0] == 0) {
      unsigned int acc = 0;
      for (int i = 0; i < TILE; i++) {
        unsigned int c = totals[i];
        totals[i] = acc;
        acc += c;
      }
    }
    t.barrier.wait();
    for (int i = begin; i < end; i++) counts[i] += totals[t.local[0]];
  });
}

// One thread per tile writes the tile's keys in order, so equal digits keep their order.
void scatter(array_view<const unsigned int, 1> keys, array_view<const unsigned int, 1> offsets,
             array_view<unsigned int, 1> out, int shift, int tiles) {
  parallel_for_each(extent<1>(tiles), [=](index<1> tile) restrict(amp) {
    unsigned int next[BUCKETS];
    for (int b = 0; b < BUCKETS; b++) next[b] = offsets[b * tiles + tile[0]];
    for (int i = 0; i < TILE; i++) {
      unsigned int key = keys[tile[0] * TILE + i];
      unsigned int d = digit_of(key, shift);
      out[next[d]] = key;
      next[d]++;
    }
  });
}

int main() {
  const int n = 2048;
  const int tiles = n / TILE;
  std::mt19937 gen(2012);
  std::uniform_int_distribution<unsigned int> dist(0, 0xFFFFu);
  std::vector<unsigned int> data(n);
  std::generate(data.begin(), data.end(), [&] { return dist(gen); });
  std::vector<unsigned int> expected = data;
  std::sort(expected.begin(), expected.end());

  array<unsigned int, 1> a(n, data.begin()), b(n), counts(BUCKETS * tiles);
  array<unsigned int, 1>* src = &a;
  array<unsigned int, 1>* dst = &b;
  int passes = 0;
  for (int shift = 0; shift < 16; shift += RADIX_BITS) {
    count_digits(*src, counts, shift, tiles);
    exclusive_scan(counts);
    scatter(*src, counts, *dst, shift, tiles);
    std::swap(src, dst);
    passes++;
  }
  std::vector<unsigned int> sorted(n);
  copy(*src, sorted.begin());

  std::cout << "keys: " << n << ", passes: " << passes << std::endl;
  std::cout << "smallest " << sorted.front() << ", median " << sorted[n / 2] << ", largest " << sorted.back() << std::endl;
  std::cout << "sorted: " << std::boolalpha << std::is_sorted(sorted.begin(), sorted.end()) << std::endl;
  bool ok = sorted == expected;
  std::cout << (ok ? "PASSED" : "FAILED") << std::endl;
  return ok ? 0 : 1;
}
