// In the style of the C++ AMP reduction samples: the CPU baseline sums with
// concurrency::combinable inside parallel_for and with parallel_reduce, the GPU sums tiles
// into an array with a tiled parallel_for_each, and the results are compared. GetTickCount
// times the CPU part (only its sign is printed), and _ASSERTE checks the inputs.
#include <Windows.h>
#include <crtdbg.h>
#include <amp.h>
#include <ppl.h>
#include <iostream>
#include <numeric>
#include <vector>

using namespace concurrency;

static const int TileSize = 64;
static const int ElementCount = TileSize * 8;

int SumCpuCombinable(const std::vector<int>& data) {
  combinable<int> partial;
  parallel_for(0, (int)data.size(), [&](int i) { partial.local() += data[i]; });
  return partial.combine([](int x, int y) { return x + y; });
}

int SumGpu(const std::vector<int>& data) {
  array_view<const int, 1> input(ElementCount, data);
  std::vector<int> sums(ElementCount / TileSize, 0);
  array_view<int, 1> tileSums(ElementCount / TileSize, sums);
  parallel_for_each(input.extent.tile<TileSize>(), [=](tiled_index<TileSize> t) restrict(amp) {
    tile_static int local[TileSize];
    local[t.local[0]] = input[t.global];
    t.barrier.wait();
    for (int stride = TileSize / 2; stride > 0; stride /= 2) {
      if (t.local[0] < stride) local[t.local[0]] += local[t.local[0] + stride];
      t.barrier.wait();
    }
    if (t.local[0] == 0) tileSums[t.tile] = local[0];
  });
  tileSums.synchronize();
  combinable<int> total;
  parallel_for_each(sums.begin(), sums.end(), [&](int s) { total.local() += s; });
  int result = 0;
  total.combine_each([&](int s) { result += s; });
  return result;
}

int main() {
  std::vector<int> data(ElementCount);
  for (int i = 0; i < ElementCount; i++) data[i] = (i * 37) % 101 - 50;
  _ASSERTE(data.size() % TileSize == 0);

  DWORD start = GetTickCount();
  int cpuSum = SumCpuCombinable(data);
  int reduced = parallel_reduce(data.begin(), data.end(), 0);
  int squares = parallel_reduce(data.begin(), data.end(), 0, [](int acc, int x) { return acc + x * x; });
  DWORD elapsed = GetTickCount() - start;
  ULONGLONG start64 = GetTickCount64();
  int gpuSum = SumGpu(data);
  bool ordered = GetTickCount64() >= start64;

  std::cout << "CPU (combinable): " << cpuSum << std::endl;
  std::cout << "CPU (parallel_reduce): " << reduced << std::endl;
  std::cout << "sum of squares: " << squares << std::endl;
  std::cout << "GPU: " << gpuSum << std::endl;
  std::cout << "std::accumulate: " << std::accumulate(data.begin(), data.end(), 0) << std::endl;
  std::cout << "timed: " << (elapsed < 100000u ? "yes" : "no") << " " << (ordered ? "yes" : "no") << std::endl;
  bool passed = cpuSum == gpuSum && reduced == gpuSum;
  std::cout << (passed ? "PASSED" : "FAILED") << std::endl;
  return passed ? 0 : 1;
}
