// Chapter-style reduction: several strategies for summing an array on the accelerator, each
// checked against std::accumulate; the timing code runs but its values are not printed.
#include <amp.h>
#include <algorithm>
#include <chrono>
#include <functional>
#include <iomanip>
#include <iostream>
#include <memory>
#include <numeric>
#include <string>
#include <vector>
using namespace concurrency;

class ReductionStrategy {
public:
  virtual ~ReductionStrategy() {}
  virtual std::string name() const = 0;
  virtual int reduce(const std::vector<int>& source) const = 0;
};

class SequentialReduction : public ReductionStrategy {
public:
  std::string name() const override { return "sequential"; }
  int reduce(const std::vector<int>& source) const override { return std::accumulate(source.begin(), source.end(), 0); }
};

// Pairs of elements added in place, halving the active width each pass.
class SimpleReduction : public ReductionStrategy {
public:
  std::string name() const override { return "simple"; }
  int reduce(const std::vector<int>& source) const override {
    std::vector<int> data(source);
    int n = static_cast<int>(data.size());
    array<int, 1> a(n, data.begin(), data.end());
    for (int stride = n / 2; stride > 0; stride /= 2) {
      parallel_for_each(extent<1>(stride), [=, &a](index<1> idx) restrict(amp) {
        a[idx] += a[idx + stride];
      });
    }
    std::vector<int> result(1);
    copy(a.section(0, 1), result.begin());
    return result[0];
  }
};

// One partial sum per tile in tile_static memory, then the partial sums on the CPU.
template <int TILE>
class TiledReduction : public ReductionStrategy {
public:
  std::string name() const override { return "tiled<" + std::to_string(TILE) + ">"; }
  int reduce(const std::vector<int>& source) const override {
    int n = static_cast<int>(source.size());
    int tiles = n / TILE;
    array_view<const int, 1> in(n, source);
    std::vector<int> partial(tiles);
    array_view<int, 1> out(tiles, partial);
    out.discard_data();
    parallel_for_each(extent<1>(n).tile<TILE>(), [=](tiled_index<TILE> t) restrict(amp) {
      tile_static int shared[TILE];
      int local = t.local[0];
      shared[local] = in[t.global];
      t.barrier.wait();
      for (int s = TILE / 2; s > 0; s /= 2) {
        if (local < s) shared[local] += shared[local + s];
        t.barrier.wait();
      }
      if (local == 0) out[t.tile] = shared[0];
    });
    out.synchronize();
    return std::accumulate(partial.begin(), partial.end(), 0);
  }
};

// Each thread first sums a window of elements sequentially, then the tiles reduce.
template <int TILE, int WINDOW>
class CascadeReduction : public ReductionStrategy {
public:
  std::string name() const override { return "cascade<" + std::to_string(TILE) + "," + std::to_string(WINDOW) + ">"; }
  int reduce(const std::vector<int>& source) const override {
    int n = static_cast<int>(source.size());
    int threads = n / WINDOW;
    int tiles = threads / TILE;
    array_view<const int, 1> in(n, source);
    std::vector<int> partial(tiles, 0);
    array_view<int, 1> out(tiles, partial);
    parallel_for_each(extent<1>(threads).tile<TILE>(), [=](tiled_index<TILE> t) restrict(amp) {
      tile_static int shared[TILE];
      int sum = 0;
      for (int k = 0; k < WINDOW; k++) sum += in[t.global[0] * WINDOW + k];
      shared[t.local[0]] = sum;
      t.barrier.wait();
      if (t.local[0] == 0) {
        int total = 0;
        for (int k = 0; k < TILE; k++) total += shared[k];
        out[t.tile] = total;
      }
    });
    out.synchronize();
    return std::reduce(partial.begin(), partial.end());
  }
};

class AtomicReduction : public ReductionStrategy {
public:
  std::string name() const override { return "atomic"; }
  int reduce(const std::vector<int>& source) const override {
    int total = 0;
    array_view<const int, 1> in(static_cast<int>(source.size()), source);
    array_view<int, 1> sum(1, &total);
    parallel_for_each(in.extent, [=](index<1> idx) restrict(amp) {
      atomic_fetch_add(&sum[0], in[idx]);
    });
    sum.synchronize();
    return total;
  }
};

double timeIt(const std::function<void()>& work) {
  auto start = std::chrono::high_resolution_clock::now();
  work();
  auto end = std::chrono::high_resolution_clock::now();
  return std::chrono::duration<double, std::milli>(end - start).count();
}

int main() {
  const int n = 1 << 12;
  std::vector<int> source(n);
  for (int i = 0; i < n; i++) source[i] = (i * 7919) % 1000 - 300;
  const int expected = std::accumulate(source.begin(), source.end(), 0);
  std::cout << "elements: " << n << ", expected sum: " << expected << std::endl;

  std::vector<std::unique_ptr<ReductionStrategy>> strategies;
  strategies.push_back(std::unique_ptr<ReductionStrategy>(new SequentialReduction()));
  strategies.push_back(std::unique_ptr<ReductionStrategy>(new SimpleReduction()));
  strategies.push_back(std::unique_ptr<ReductionStrategy>(new TiledReduction<64>()));
  strategies.push_back(std::unique_ptr<ReductionStrategy>(new TiledReduction<256>()));
  strategies.push_back(std::unique_ptr<ReductionStrategy>(new CascadeReduction<32, 8>()));
  strategies.push_back(std::unique_ptr<ReductionStrategy>(new AtomicReduction()));

  int failures = 0;
  double totalTime = 0;
  for (const auto& s : strategies) {
    int result = 0;
    totalTime += timeIt([&] { result = s->reduce(source); });
    bool ok = result == expected;
    if (!ok) failures++;
    std::cout << std::left << std::setw(16) << s->name() << std::right << std::setw(10) << result << (ok ? "  ok" : "  MISMATCH") << std::endl;
  }
  std::cout << (totalTime >= 0 ? "timings collected" : "clock went backwards") << std::endl;
  std::cout << failures << " failures" << std::endl;
  return failures;
}
