// expect: error unsupported 15:10
// expect: error unsupported-library 16:8
// expect: error unsupported-library 17:13
// expect: error unsupported-library 18:3
// malloc and free of class objects, memcpy reinterpreting floats as ints, and memcmp (whose glibc result
// depends on the length) are reported as not supported by ampc.
#include <cstdlib>
#include <cstring>

struct P { float x, y; };

int main() {
  float f[4] = {1, 2, 3, 4};
  int i[4];
  P* p = (P*)malloc(4 * sizeof(P));
  free(p);
  memcpy(i, f, sizeof(f));
  memcmp(f, f, sizeof(f));
  return 0;
}
