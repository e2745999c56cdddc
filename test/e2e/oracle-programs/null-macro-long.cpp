// g++'s NULL is `__null`: a null pointer constant of type `long` on LP64. It picks g(long)
// over g(int), its size is 8, `auto` makes a long, and it still converts to any pointer.
#include <cstdio>
#include <cstddef>
void g(int) { std::printf("g(int)\n"); }
void g(long) { std::printf("g(long)\n"); }
const char* describe(int* p) { return p == NULL ? "null" : "set"; }
int main() {
  g(NULL);
  g(0);
  std::printf("%zu %zu\n", sizeof(NULL), sizeof(0));
  auto n = NULL;
  g(n);
  int x = 4;
  int* p = NULL;
  int* q = &x;
  std::printf("%s %s\n", describe(p), describe(q));
  std::printf("%s\n", describe(NULL));
  int* r = x > 3 ? q : NULL;
  std::printf("%d\n", r != NULL ? *r : -1);
  if (p == NULL && NULL != q) std::printf("compared\n");
  long sum = NULL + 5;
  std::printf("%ld\n", sum);
  return 0;
}
