// bench/host.js: an n x n float matrix round trip: a std::vector filled on the host, viewed by
// an array_view, changed by a kernel, and every element read back on the host through the view.
#include <amp.h>
#include <vector>
using namespace concurrency;

float roundTrip(int n) {
  std::vector<float> m(n * n);
  for (int i = 0; i < n * n; i++) m[i] = (i % 1000) * 0.25f;
  array_view<float, 2> av(n, n, m);
  parallel_for_each(av.extent, [=](index<2> idx) restrict(amp) {
    av[idx] = av[idx] * 2.0f + 1.0f;
  });
  float sum = 0;
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < n; j++) {
      sum += av(i, j);
    }
  }
  return sum;
}
