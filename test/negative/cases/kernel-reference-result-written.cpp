// expect: error wgsl-unsupported 20:5
// expect: error wgsl-unsupported 21:5
// expect: error wgsl-unsupported 22:14
// A restrict(amp) function returning `T&` compiles to a WGSL function returning the value (a WGSL
// function cannot return a pointer): reading the result is exact, but assigning, incrementing or
// binding a reference to it has no place to write, so it is refused (Dawn used to reject the
// kernel's WGSL at run time instead).
#include <amp.h>
#include <vector>
using namespace concurrency;

struct Vec4 { float v[4]; float& operator[](int i) restrict(amp) { return v[i]; } };
int& at(array_view<int, 1> v, int i) restrict(amp) { return v[i]; }

int main() {
  std::vector<int> out(8, 0);
  array_view<int, 1> ov(8, out);
  parallel_for_each(ov.extent, [=](index<1> idx) restrict(amp) {
    Vec4 a = {{1.0f, 2.0f, 3.0f, 4.0f}};
    a[1] = 5.0f;
    at(ov, idx[0])++;
    int& r = at(ov, 0);
    ov[idx] += (int)a[2] + r;
  });
  ov.synchronize();
  return 0;
}
