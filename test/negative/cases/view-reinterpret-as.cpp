// expect: error rank-mismatch 15:16
// expect: error view-element-type 16:34
// expect: error view-element-type 17:34
// expect: error unsupported 19:28
// reinterpret_as: a member of rank-1 array_views only (C++ AMP: no such member of rank 2);
// element types without C++'s buffer layout (a 3-vector is padded, a double is software);
// and a reinterpret in amp code, which would read one buffer as two WGSL types.
#include <amp.h>
#include <amp_short_vectors.h>
#include <vector>
using namespace concurrency;
int main() {
    std::vector<float> d(12);
    array_view<float, 2> m(3, 4, d);
    auto r = m.reinterpret_as<int>();
    auto a = m[0].reinterpret_as<graphics::float_3>();
    auto b = m[1].reinterpret_as<double>();
    parallel_for_each(m.extent, [=](index<2> i) restrict(amp) {
        m[i] = (float)m[0].reinterpret_as<int>()[i[1]];
    });
}
