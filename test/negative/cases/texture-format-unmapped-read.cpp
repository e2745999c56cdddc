// expect: error unsupported 13:28
// A texture whose format WGSL lacks is reported where it is made; reading its texels through a view
// afterwards is not a second error, nor a compiler crash (crash-fuzz finding).
#include <amp.h>
#include <amp_graphics.h>
#include <vector>
using namespace concurrency;
using namespace concurrency::graphics;
int main() {
  const int h = 4, w = 8;
  std::vector<unorm_4> colors(h * w, unorm_4(0.5f));
  std::vector<float> out(h * w);
  texture<unorm_4, 2> image(h, w / 8u);
  texture_view<const unorm_4, 2> src(image);
  array_view<float, 2> o(h, w, out);
  parallel_for_each(o.extent, [=](index<2> idx) restrict(amp) {
    unorm_4 c = src[idx];
    o[idx] = (float)c.x;
  });
  return 0;
}
