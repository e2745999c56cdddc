// expect: error unsupported 10:62
#include <amp.h>
#include <vector>
using namespace concurrency;

struct K {
  array_view<float, 1> out;
  K(array_view<float, 1> o) : out(o) {}
  float thrice(int x) const restrict(amp) { return 3.0f * x; }
  void operator()(index<1> i) const restrict(amp) { out[i] = thrice(i[0]); }
};

int main() {
  std::vector<float> o(4);
  array_view<float, 1> out(4, o);
  parallel_for_each(out.extent, K(out));
  return 0;
}
