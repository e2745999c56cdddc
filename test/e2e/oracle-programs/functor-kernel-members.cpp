// A function object as the kernel: its operator() calls the class's static member functions
// (declared before or after it), reads its static constants, typedefs and template arguments,
// and passes its array_view fields to amp functions.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

template <int TS>
float tile_sum(const array_view<const float, 1>& in, const tiled_index<TS>& tidx) restrict(amp) {
  tile_static float buf[TS];
  buf[tidx.local[0]] = in[tidx.global];
  tidx.barrier.wait();
  float s = 0;
  for (int i = 0; i < TS; i++) s += buf[i];
  tidx.barrier.wait();
  return s;
}

class scaler {
public:
  typedef float value_type;
  static const int offset = 100;
  scaler(array_view<const float, 1> in, array_view<float, 1> out, float k) : m_in(in), m_out(out), m_k(k) {}
  void operator()(index<1> idx) const restrict(amp) { apply(m_out, m_in, idx, m_k); }
  static void apply(const array_view<float, 1>& out, const array_view<const float, 1>& in, index<1> i, value_type k) restrict(amp) {
    out[i] = in[i] * k + offset;
  }
private:
  array_view<const float, 1> m_in;
  array_view<float, 1> m_out;
  float m_k;
};

template <int TS>
struct tile_summer {
  static const int tile_size = TS;
  array_view<const float, 1> in;
  array_view<float, 1> out;
  tile_summer(array_view<const float, 1> i, array_view<float, 1> o) : in(i), out(o) {}
  static float twice(float x) restrict(amp) { return 2 * x; }
  void operator()(tiled_index<TS> ti) const restrict(amp) { out[ti] = twice(tile_sum<tile_size>(in, ti)) + TS; }
};

int main() {
  std::vector<float> v(16), o(16), t(16);
  for (int i = 0; i < 16; i++) v[i] = float(i);
  array_view<const float, 1> in(16, v);
  array_view<float, 1> out(16, o), ts(16, t);
  parallel_for_each(out.extent, scaler(in, out, 2.0f));
  parallel_for_each(ts.extent.tile<4>(), tile_summer<4>(in, ts));
  for (int i = 0; i < 16; i += 3) std::cout << out[i] << " " << ts[i] << "\n";
  return 0;
}
