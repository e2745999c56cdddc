// expect: error unsupported 12:26
// expect: error unsupported 13:25
// expect: error no-matching-function 16:11
// Textures whose element and bits_per_scalar_element have no WGSL storage texel format are
// rejected at the declaration; set() on a multi-component texture is a C++ AMP error.
#include <amp.h>
#include <amp_graphics.h>
using namespace concurrency;
using namespace concurrency::graphics;

int main() {
  texture<float_3, 2> rgb(4, 4);
  texture<float, 2> half(4, 4, 16);
  texture<int_4, 2> bytes(4, 4, 8);
  parallel_for_each(bytes.extent, [&bytes](index<2> i) restrict(amp) {
    bytes.set(i, int_4(1));
  });
  return 0;
}
