// expect: error unsupported 13:13
// expect: error unsupported 14:10
// Writing an element of a local array where another operand reads the array: undefined when it
// is the same element, which ampc cannot rule out unless both indices are distinct constants
// (`a[0]++ + a[1]` compiles).
#include <amp.h>
using namespace concurrency;
int main() {
  int data[4] = {0, 1, 2, 3};
  array_view<int, 1> out(4, data);
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    int a[3] = {i[0], 10, 100};
    int r = a[i[0] % 3]++ + a[1];
    r += a[0]++ + a[0];
    out[i] = r + a[2]-- * a[0] + a[1]++;
  });
}
