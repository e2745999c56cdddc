// A histogram of generated data, counted on the accelerator with atomics and on the CPU with a
// lookup table built on first use (a function-local static with a dynamic initialiser), plus a
// registry object made once and destroyed at exit.
#include <amp.h>
#include <algorithm>
#include <iomanip>
#include <iostream>
#include <numeric>
#include <random>
#include <string>
#include <vector>
using namespace concurrency;

const int BINS = 16;

class Registry {
public:
  explicit Registry(const std::string& name) : name_(name), runs_(0) { std::cout << "registry " << name_ << " opened" << std::endl; }
  ~Registry() { std::cout << "registry " << name_ << " closed after " << runs_ << " runs" << std::endl; }
  void record() { runs_++; }
  int runs() const { return runs_; }

private:
  std::string name_;
  int runs_;
};

Registry& registry() {
  static Registry instance("histograms");
  return instance;
}

// bin boundaries: quadratic, built once on first use.
const std::vector<int>& binEdges() {
  static std::vector<int> edges = [] {
    std::cout << "building bin edges" << std::endl;
    std::vector<int> e(BINS + 1);
    for (int i = 0; i <= BINS; i++) e[i] = i * i * 4;
    return e;
  }();
  return edges;
}

int binOf(int value) restrict(amp, cpu) {
  int lo = 0, hi = BINS;
  while (hi - lo > 1) {
    int mid = (lo + hi) / 2;
    if (mid * mid * 4 <= value) lo = mid;
    else hi = mid;
  }
  return lo;
}

std::vector<int> histogramCpu(const std::vector<int>& data) {
  registry().record();
  const std::vector<int>& edges = binEdges();
  std::vector<int> counts(BINS, 0);
  for (int v : data) {
    int bin = static_cast<int>(std::upper_bound(edges.begin(), edges.end(), v) - edges.begin()) - 1;
    counts[std::min(std::max(bin, 0), BINS - 1)]++;
  }
  return counts;
}

std::vector<int> histogramAmp(const std::vector<int>& data) {
  registry().record();
  std::vector<int> counts(BINS, 0);
  array_view<const int, 1> in(static_cast<int>(data.size()), data);
  array_view<int, 1> bins(BINS, counts);
  parallel_for_each(in.extent, [=](index<1> i) restrict(amp) {
    int b = binOf(in[i]);
    atomic_fetch_inc(&bins[b < BINS ? b : BINS - 1]);
  });
  bins.synchronize();
  return counts;
}

int main() {
  std::cout << "start" << std::endl;
  std::mt19937 gen(7);
  std::normal_distribution<double> normal(400.0, 180.0);
  std::vector<int> data(4000);
  for (int& v : data) v = std::max(0, std::min(1023, static_cast<int>(normal(gen))));

  std::vector<int> cpu = histogramCpu(data);
  std::vector<int> gpu = histogramAmp(data);
  std::vector<int> again = histogramCpu(data);
  std::cout << "total " << std::accumulate(gpu.begin(), gpu.end(), 0) << ", agree " << (cpu == gpu && cpu == again) << std::endl;
  int biggest = static_cast<int>(std::max_element(gpu.begin(), gpu.end()) - gpu.begin());
  for (int b = 0; b < BINS; b++) {
    std::cout << std::setw(4) << binEdges()[b] << " | " << std::string(gpu[b] / 40, '#') << (b == biggest ? " <" : "") << std::endl;
  }
  std::vector<int> order(BINS);
  std::iota(order.begin(), order.end(), 0);
  std::stable_partition(order.begin(), order.end(), [&](int b) { return gpu[b] > 200; });
  std::cout << "busy bins first:";
  for (int b : order) std::cout << " " << b;
  std::cout << std::endl;
  std::cout << "runs " << registry().runs() << std::endl;
  return 0;
}
