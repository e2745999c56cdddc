// "ParallelSTL"-style helpers: templated wrappers that run a transform, a fill and a scan on the
// accelerator, checked against the standard algorithms they stand for (std::transform,
// std::inclusive_scan, std::exclusive_scan, std::reduce, std::partial_sort, std::nth_element).
#include <amp.h>
#include <algorithm>
#include <functional>
#include <iostream>
#include <numeric>
#include <random>
#include <vector>
using namespace concurrency;

namespace amp_stl {

template <typename T, typename F>
void transform(const std::vector<T>& in, std::vector<T>& out, F f) {
  array_view<const T, 1> src(static_cast<int>(in.size()), in);
  array_view<T, 1> dst(static_cast<int>(out.size()), out);
  dst.discard_data();
  parallel_for_each(dst.extent, [=](index<1> i) restrict(amp) { dst[i] = f(src[i]); });
  dst.synchronize();
}

template <typename T>
void iota(std::vector<T>& out, T start) {
  array_view<T, 1> dst(static_cast<int>(out.size()), out);
  dst.discard_data();
  parallel_for_each(dst.extent, [=](index<1> i) restrict(amp) { dst[i] = start + static_cast<T>(i[0]); });
  dst.synchronize();
}

// Inclusive scan, one tile of TILE elements at a time (Hillis-Steele in tile_static memory),
// then the tile totals added on the CPU.
template <typename T, int TILE>
void inclusive_scan(const std::vector<T>& in, std::vector<T>& out) {
  int n = static_cast<int>(in.size());
  array_view<const T, 1> src(n, in);
  array_view<T, 1> dst(n, out);
  dst.discard_data();
  parallel_for_each(extent<1>(n).tile<TILE>(), [=](tiled_index<TILE> t) restrict(amp) {
    tile_static T buf[TILE];
    int l = t.local[0];
    buf[l] = src[t.global];
    t.barrier.wait();
    for (int offset = 1; offset < TILE; offset *= 2) {
      T add = l >= offset ? buf[l - offset] : T(0);
      t.barrier.wait();
      buf[l] += add;
      t.barrier.wait();
    }
    dst[t.global] = buf[l];
  });
  dst.synchronize();
  T carry = 0;
  for (int tile = 0; tile < n / TILE; tile++) {
    for (int k = 0; k < TILE; k++) out[tile * TILE + k] += carry;
    carry = out[tile * TILE + TILE - 1];
  }
}

}  // namespace amp_stl

struct Square {
  int operator()(int x) const restrict(amp, cpu) { return x * x - 3 * x; }
};

template <typename T>
bool report(const char* what, const std::vector<T>& got, const std::vector<T>& want) {
  auto where = std::mismatch(got.begin(), got.end(), want.begin());
  bool ok = where.first == got.end();
  std::cout << what << ": " << (ok ? "ok" : "mismatch at ") ;
  if (!ok) std::cout << (where.first - got.begin());
  std::cout << std::endl;
  return ok;
}

int main() {
  const int n = 256;
  std::vector<int> values(n);
  std::mt19937 engine(42);
  std::uniform_int_distribution<int> dist(-50, 50);
  std::generate(values.begin(), values.end(), [&] { return dist(engine); });

  std::vector<int> gpu(n), cpu(n);
  amp_stl::transform(values, gpu, Square());
  std::transform(values.begin(), values.end(), cpu.begin(), Square());
  int failures = !report("transform", gpu, cpu);

  amp_stl::iota(gpu, 10);
  std::iota(cpu.begin(), cpu.end(), 10);
  failures += !report("iota", gpu, cpu);

  amp_stl::inclusive_scan<int, 64>(values, gpu);
  std::inclusive_scan(values.begin(), values.end(), cpu.begin());
  failures += !report("inclusive_scan", gpu, cpu);

  std::vector<int> exclusive(n);
  std::exclusive_scan(values.begin(), values.end(), exclusive.begin(), 0);
  std::cout << "exclusive_scan last + value = inclusive last: " << (exclusive[n - 1] + values[n - 1] == cpu[n - 1]) << std::endl;
  std::cout << "reduce: " << std::reduce(values.begin(), values.end()) << " accumulate: " << std::accumulate(values.begin(), values.end(), 0) << std::endl;

  std::vector<int> sorted = values;
  std::partial_sort(sorted.begin(), sorted.begin() + 5, sorted.end(), std::greater<int>());
  std::cout << "top five:";
  for (int i = 0; i < 5; i++) std::cout << " " << sorted[i];
  std::cout << std::endl;
  std::vector<int> med = values;
  std::nth_element(med.begin(), med.begin() + n / 2, med.end());
  std::cout << "median: " << med[n / 2] << std::endl;
  auto bounds = std::minmax_element(values.begin(), values.end());
  std::cout << "range: [" << *bounds.first << ", " << *bounds.second << "]" << std::endl;
  std::cout << failures << " failures" << std::endl;
  return failures;
}
