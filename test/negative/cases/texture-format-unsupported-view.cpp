// expect: error unsupported 10:25
// A texture whose format WGSL lacks (a norm_4 at 32 bits) is reported where it is made; a view
// of it set in a kernel reported nothing more, and compiling crashed ("texture type
// shortVector/32 has no format"). Found by crash fuzzing.
#include <amp.h>
#include <amp_graphics.h>
using namespace concurrency;
using namespace concurrency::graphics;
int main() {
  texture<norm_4, 2> t32(extent<2>(2, 2));
  writeonly_texture_view<norm_4, 2> d32(t32);
  parallel_for_each(t32.extent, [d32](index<2> idx) restrict(amp) {
    d32.set(idx, norm_4(0.5f, 0.5f, 0.5f, 0.5f));
  });
  return 0;
}
