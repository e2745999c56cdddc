// expect: error unsupported-library 16:43
// expect: error unsupported-library 18:43
// std::random_shuffle takes its generator by reference: a function object or a mutable lambda
// would change the program's own object, which ampc's copy would not; reported as not supported.
#include <algorithm>
#include <vector>

struct Gen {
  unsigned s = 1;
  long operator()(long n) { s = s * 1103515245u + 12345u; return (long)((s & 0x7fffffff) % n); }
};

int main() {
  std::vector<int> v = {1, 2, 3, 4};
  Gen gen;
  std::random_shuffle(v.begin(), v.end(), gen);
  unsigned t = 1;
  std::random_shuffle(v.begin(), v.end(), [t](long n) mutable { t = t * 3u + 1u; return (long)(t % n); });
  return 0;
}
