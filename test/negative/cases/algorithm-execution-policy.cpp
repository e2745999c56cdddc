// expect: error unsupported-library 4:10
// std::reduce and the other C++17 algorithms are sequential in ampc: execution policies
// (<execution>) are refused.
#include <execution>
#include <numeric>
#include <vector>
int main() {
  std::vector<int> v(8, 1);
  return std::reduce(std::execution::par, v.begin(), v.end());
}
