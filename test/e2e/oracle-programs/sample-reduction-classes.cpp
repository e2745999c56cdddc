// Reductions as chapter 10 of "C++ AMP" (Gregory & Miller) organises them: an abstract
// IReduce interface on the host, one class per strategy (some of them templates over the tile
// size), run in turn over the same data and checked against std::accumulate.
#include <amp.h>
#include <iostream>
#include <vector>
#include <numeric>
#include <memory>
#include <string>

using namespace concurrency;

class IReduce {
 public:
  virtual ~IReduce() {}
  virtual int Reduce(accelerator_view& view, const std::vector<int>& source) const = 0;
  virtual std::string Name() const = 0;
};

class SequentialReduction : public IReduce {
 public:
  int Reduce(accelerator_view&, const std::vector<int>& source) const override {
    return std::accumulate(source.cbegin(), source.cend(), 0);
  }
  std::string Name() const override { return "Sequential"; }
};

class SimpleReduction : public IReduce {
 public:
  int Reduce(accelerator_view& view, const std::vector<int>& source) const override {
    int elementCount = static_cast<int>(source.size());
    array<int, 1> a(elementCount, source.cbegin(), source.cend(), view);
    // The host adds the odd element each halving leaves behind.
    int tailSum = 0;
    for (int stride = elementCount / 2; stride > 0; stride /= 2) {
      if ((elementCount % 2) != 0) {
        int last;
        copy(a.section(elementCount - 1, 1), &last);
        tailSum += last;
      }
      parallel_for_each(view, extent<1>(stride), [=, &a](index<1> idx) restrict(amp) { a[idx] += a[idx + stride]; });
      elementCount = stride;
    }
    std::vector<int> result(1);
    copy(a.section(0, 1), result.begin());
    return result[0] + tailSum;
  }
  std::string Name() const override { return "Simple"; }
};

template <int TileSize>
class TiledReduction : public IReduce {
 public:
  int Reduce(accelerator_view& view, const std::vector<int>& source) const override {
    int elementCount = static_cast<int>(source.size());
    // Pad the data to a whole number of tiles with the identity, 0.
    int paddedCount = ((elementCount + TileSize - 1) / TileSize) * TileSize;
    std::vector<int> padded(source);
    padded.resize(paddedCount, 0);
    array<int, 1> arr1(paddedCount, padded.begin(), view);
    array<int, 1> arr2(paddedCount / TileSize, view);
    array_view<int, 1> src(arr1), dest(arr2);
    while (true) {
      parallel_for_each(view, extent<1>(paddedCount).tile<TileSize>(), [=](tiled_index<TileSize> tidx) restrict(amp) {
        tile_static int tileData[TileSize];
        const int tid = tidx.local[0];
        tileData[tid] = src[tidx.global[0]];
        tidx.barrier.wait();
        for (int stride = TileSize / 2; stride > 0; stride >>= 1) {
          if (tid < stride) tileData[tid] += tileData[tid + stride];
          tidx.barrier.wait();
        }
        if (tid == 0) dest[tidx.tile[0]] = tileData[0];
      });
      paddedCount /= TileSize;
      if (paddedCount < TileSize || paddedCount % TileSize != 0) break;
      std::swap(src, dest);
    }
    std::vector<int> partial(paddedCount);
    copy(dest.section(0, paddedCount), partial.begin());
    return std::accumulate(partial.begin(), partial.end(), 0);
  }
  std::string Name() const override { return "Tiled<" + std::to_string(TileSize) + ">"; }
};

template <int TileSize, int TileCount>
class CascadingReduction : public IReduce {
 public:
  int Reduce(accelerator_view& view, const std::vector<int>& source) const override {
    const int elementCount = static_cast<int>(source.size());
    array_view<const int, 1> a(elementCount, source);
    array<int, 1> partial(TileCount, view);
    parallel_for_each(view, extent<1>(TileCount * TileSize).tile<TileSize>(), [=, &partial](tiled_index<TileSize> tidx) restrict(amp) {
      tile_static int tileData[TileSize];
      const int tid = tidx.local[0];
      int sum = 0;
      for (int i = tidx.global[0]; i < elementCount; i += TileCount * TileSize) sum += a[i];
      tileData[tid] = sum;
      tidx.barrier.wait_with_tile_static_memory_fence();
      for (int stride = TileSize / 2; stride > 0; stride >>= 1) {
        if (tid < stride) tileData[tid] += tileData[tid + stride];
        tidx.barrier.wait_with_tile_static_memory_fence();
      }
      if (tid == 0) partial[tidx.tile[0]] = tileData[0];
    });
    std::vector<int> result(TileCount);
    copy(partial, result.begin());
    return std::accumulate(result.begin(), result.end(), 0);
  }
  std::string Name() const override { return "Cascading<" + std::to_string(TileSize) + ", " + std::to_string(TileCount) + ">"; }
};

int main() {
  accelerator_view view = accelerator(accelerator::default_accelerator).default_view;
  std::vector<std::shared_ptr<IReduce>> reductions;
  reductions.push_back(std::make_shared<SequentialReduction>());
  reductions.push_back(std::make_shared<SimpleReduction>());
  reductions.push_back(std::make_shared<TiledReduction<64>>());
  reductions.push_back(std::make_shared<TiledReduction<128>>());
  reductions.push_back(std::make_shared<CascadingReduction<64, 8>>());

  const int sizes[] = {4096, 3001};
  for (int size : sizes) {
    std::vector<int> source(size);
    for (int i = 0; i < size; i++) source[i] = (i * 7 + 3) % 17 - 8;
    const int expected = std::accumulate(source.begin(), source.end(), 0);
    std::cout << "size " << size << ", expected " << expected << std::endl;
    for (const auto& r : reductions) {
      int result = r->Reduce(view, source);
      std::cout << "  " << r->Name() << ": " << result << (result == expected ? " PASSED" : " FAILED") << std::endl;
    }
  }
  return 0;
}
