// The erase-remove idiom and erase at iterators that algorithms return, over vectors of scalars.
#include <algorithm>
#include <cstdio>
#include <vector>

int main() {
  std::vector<int> v = {1, 2, 3, 4, 5, 6, 3, 3};
  v.erase(std::remove_if(v.begin(), v.end(), [](int x) { return x % 2 == 0; }), v.end());
  v.erase(std::remove(v.begin(), v.end(), 3), v.end());
  for (int x : v) printf("%d ", x);
  printf("| %d\n", (int)v.size());

  std::vector<float> f = {1.5f, 1.5f, 2.5f, 2.5f, 2.5f, 0.5f};
  auto last = std::unique(f.begin(), f.end());
  f.erase(last, f.end());
  auto it = std::find(f.begin(), f.end(), 2.5f);
  f.erase(it);
  std::vector<float>::iterator big = std::max_element(f.begin(), f.end());
  f.insert(f.begin(), *big);
  for (float x : f) printf("%.1f ", x);
  printf("| %d\n", (int)f.size());

  std::vector<long long> w = {5, 7, 9};
  w.erase(std::find(w.begin(), w.end(), 7), w.end());
  printf("%lld %d\n", w.back(), (int)w.size());
  return 0;
}
