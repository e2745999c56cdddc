// array_view::reinterpret_as and array::reinterpret_as: the same bytes as other 4-byte
// elements, written and read through either view on the host and in kernels; a const view
// gives a const view; short vectors; a size that is not a whole number of the new elements.
#include <amp.h>
#include <amp_short_vectors.h>
#include <iostream>
#include <vector>
using namespace concurrency;
using namespace concurrency::graphics;

int main() {
  std::vector<float> f = {1.0f, -2.0f, 0.5f, 3.0f, 0.0f, -0.0f, 8.0f, 1.5f};
  array_view<float, 1> fv(8, f);
  array_view<int, 1> iv = fv.reinterpret_as<int>();
  std::cout << iv.get_extent()[0] << " " << iv[0] << " " << iv[1] << " " << iv[5] << "\n";

  // Host writes through one view are seen through the other.
  iv[2] = 1073741824;  // the bits of 2.0f
  fv[3] = 0.25f;
  std::cout << fv[2] << " " << iv[3] << "\n";

  // A kernel writes through the reinterpreted view: flip the sign bits; the host reads floats.
  parallel_for_each(iv.extent, [=](index<1> i) restrict(amp) { iv[i] = iv[i] ^ (1 << 31); });
  for (int i = 0; i < 8; i++) std::cout << fv[i] << " ";
  std::cout << "\n";

  // A kernel writes floats; the host reads their bits through the int view.
  parallel_for_each(fv.extent, [=](index<1> i) restrict(amp) { fv[i] = static_cast<float>(i[0]) * 0.5f; });
  for (int i = 0; i < 8; i++) std::cout << iv[i] << " ";
  std::cout << "\n";
  fv.synchronize();
  std::cout << f[7] << "\n";

  // A const view gives a const view; a kernel reads the bits.
  array_view<const float, 1> cf = fv;
  array_view<const unsigned int, 1> cu = cf.reinterpret_as<unsigned int>();
  std::vector<unsigned int> bits(8);
  array_view<unsigned int, 1> out(8, bits);
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) { out[i] = cu[i] >> 23; });
  out.synchronize();
  for (unsigned int b : bits) std::cout << b << " ";
  std::cout << "\n";

  // A section of a view, reinterpreted.
  array_view<int, 1> tail = fv.section(4, 4).reinterpret_as<int>();
  tail[0] = 0;
  std::cout << tail.get_extent()[0] << " " << fv[4] << "\n";

  // An array, flattened: rank 2 as rank-1 unsigned; a kernel adds one to each element's bits.
  std::vector<int> init = {0, 1, 2, 3, -1, -2};
  array<int, 2> a(2, 3, init.begin());
  array_view<unsigned int, 1> au = a.reinterpret_as<unsigned int>();
  std::cout << au.get_extent()[0] << " " << au[4] << "\n";
  parallel_for_each(au.extent, [=](index<1> i) restrict(amp) { au[i] = au[i] + 1u; });
  std::vector<int> back = a;
  for (int x : back) std::cout << x << " ";
  std::cout << "\n";
  const array<int, 2>& ca = a;
  array_view<const float, 1> af = ca.reinterpret_as<float>();
  std::cout << af.get_extent()[0] << " " << (af[0] == 0.0f) << "\n";

  // Short vectors of 4-byte scalars: 8 floats as 4 float_2 and as 2 int_4.
  array_view<float_2, 1> pairs = fv.reinterpret_as<float_2>();
  parallel_for_each(pairs.extent, [=](index<1> i) restrict(amp) {
    float_2 p = pairs[i];
    pairs[i] = float_2(p.y, p.x + 10.0f);
  });
  for (int i = 0; i < 8; i++) std::cout << fv[i] << " ";
  std::cout << "\n";
  array_view<int_4, 1> quads = fv.reinterpret_as<int_4>();
  std::cout << quads.get_extent()[0] << " " << quads[1].y << "\n";

  // 6 floats are not a whole number of float_4s; a section at float 1 does not start a float_2.
  try {
    array_view<float, 1> six = fv.section(0, 6);
    array_view<float_4, 1> bad = six.reinterpret_as<float_4>();
    std::cout << "no exception " << bad.get_extent()[0] << "\n";
  } catch (const runtime_exception&) {
    std::cout << "caught: 24 bytes are not float_4s\n";
  }
  return 0;
}
