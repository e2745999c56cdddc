// concurrency::graphics::texture<T, 2> on a non-square extent: index<2>(row, col) is the texel
// at x = col, y = row. Reads through [], () and get(); writes with set(); host copies both ways.
#include <amp.h>
#include <amp_graphics.h>
#include <iostream>
#include <vector>
using namespace concurrency;
using namespace concurrency::graphics;

int main() {
  const int rows = 3, cols = 5;
  std::vector<int> src(rows * cols);
  for (int i = 0; i < rows * cols; i++) src[i] = i * 10;
  texture<int, 2> in(rows, cols, src.begin(), src.end());
  texture<float, 2> out(extent<2>(rows, cols));
  texture<unsigned int, 2> counter(rows, cols);
  std::vector<unsigned int> zeros(rows * cols, 7u);
  copy(zeros.begin(), zeros.end(), counter);
  parallel_for_each(in.extent, [&in, &out, &counter](index<2> idx) restrict(amp) {
    int right = in(idx[0], (idx[1] + 1) % 5);
    int below = in.get(index<2>((idx[0] + 1) % 3, idx[1]));
    out.set(idx, (float)(in[idx] + right + below) + 0.5f);
    counter.set(idx, counter[idx] + idx[0] * 100u + idx[1]);
  });
  std::vector<float> result(rows * cols);
  copy(out, result.begin());
  std::vector<unsigned int> counts(rows * cols);
  copy(counter, counts.begin());
  for (int r = 0; r < rows; r++) {
    for (int c = 0; c < cols; c++) std::cout << result[r * cols + c] << "/" << counts[r * cols + c] << " ";
    std::cout << "\n";
  }
  // Rows of 70 float_4 texels are 1120 bytes: read back through rows padded to 1280.
  texture<float_4, 2> wide(3, 70);
  writeonly_texture_view<float_4, 2> ww(wide);
  parallel_for_each(wide.extent, [ww](index<2> idx) restrict(amp) {
    ww.set(idx, float_4((float)idx[0], (float)idx[1], (float)(idx[0] * 70 + idx[1]), -1.0f));
  });
  std::vector<float_4> wv(3 * 70);
  copy(wide, wv.begin());
  float sum = 0;
  bool ordered = true;
  for (int i = 0; i < 3 * 70; i++) {
    sum += wv[i].x + wv[i].y + wv[i].w;
    if (wv[i].z != (float)i) ordered = false;
  }
  std::cout << "wide: sum " << sum << (ordered ? " row-major" : " out of order") << "\n";
  extent<2> e = in.get_extent();
  std::cout << e[0] << "x" << e[1] << " rank " << in.rank << " bits " << in.get_bits_per_scalar_element() << "\n";
  return 0;
}
