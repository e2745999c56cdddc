// C++17's reduce, transform_reduce, inclusive_scan and exclusive_scan (sequential). libstdc++'s
// reduce and transform_reduce group random-access ranges by four, so float sums differ from
// std::accumulate's in the last bits: both are printed at full precision.
#include <functional>
#include <iomanip>
#include <iostream>
#include <numeric>
#include <vector>

struct MaxOf {
  int operator()(int a, int b) const { return a > b ? a : b; }
};

int main() {
  std::cout << std::setprecision(17);
  std::vector<float> f;
  for (int i = 0; i < 23; i++) f.push_back(1.0f / (i + 1) + i * 1e-3f);
  std::cout << "accumulate " << std::accumulate(f.begin(), f.end(), 0.0f) << std::endl;
  std::cout << "reduce     " << std::reduce(f.begin(), f.end()) << std::endl;
  std::cout << "reduce 0.0 " << std::reduce(f.begin(), f.end(), 0.0) << std::endl;
  std::cout << "reduce op  " << std::reduce(f.begin(), f.end(), 1.0f, [](float a, float b) { return a * 0.5f + b; }) << std::endl;

  int a[10] = {3, 9, 1, 7, 12, 5, 8, 2, 11, 4};
  std::cout << "reduce int " << std::reduce(a, a + 10) << " " << std::reduce(a, a + 10, 100) << " " << std::reduce(a, a + 10, 0, MaxOf()) << " "
            << std::reduce(a, a + 7, 1, std::multiplies<int>()) << std::endl;
  std::cout << "reduce to int " << std::reduce(f.begin(), f.end(), 0) << std::endl;

  std::vector<double> x = {0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7};
  std::vector<double> y = {1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5};
  std::cout << "transform_reduce " << std::transform_reduce(x.begin(), x.end(), y.begin(), 0.0) << " "
            << std::inner_product(x.begin(), x.end(), y.begin(), 0.0) << std::endl;
  std::cout << "transform_reduce ops " << std::transform_reduce(x.begin(), x.end(), y.begin(), 0.0, [](double p, double q) { return p > q ? p : q; }, std::minus<double>()) << std::endl;
  std::cout << "transform_reduce unary " << std::transform_reduce(f.begin(), f.end(), 0.0f, std::plus<float>(), [](float v) { return v * v; }) << std::endl;
  std::cout << "transform_reduce ints " << std::transform_reduce(a, a + 10, a, 0L) << std::endl;

  std::vector<int> out(10);
  std::inclusive_scan(a, a + 10, out.begin());
  for (int v : out) std::cout << v << " ";
  std::cout << std::endl;
  std::exclusive_scan(a, a + 10, out.begin(), 0);
  for (int v : out) std::cout << v << " ";
  std::cout << std::endl;
  std::inclusive_scan(a, a + 10, out.begin(), MaxOf());
  for (int v : out) std::cout << v << " ";
  std::cout << std::endl;
  std::vector<double> dout;
  std::inclusive_scan(a, a + 5, std::back_inserter(dout), [](double s, int v) { return s * 0.5 + v; }, 1.0);
  for (double v : dout) std::cout << v << " ";
  std::cout << std::endl;
  std::vector<float> fout(f.size());
  auto end = std::exclusive_scan(f.begin(), f.end(), fout.begin(), 0.5f, std::plus<float>());
  std::cout << (end - fout.begin()) << " " << fout[0] << " " << fout[22] << std::endl;
  std::vector<int> empty;
  std::cout << std::reduce(empty.begin(), empty.end()) << " " << (std::inclusive_scan(empty.begin(), empty.end(), out.begin()) - out.begin()) << std::endl;
  return 0;
}
