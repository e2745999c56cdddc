// malloc, calloc, realloc, free, memcpy, memmove and memset on blocks of scalars, in the C style
// of older C++ AMP host code, with a malloc'ed block as a kernel's data.
// (concurrency::index is written in full: glibc's <cstring> declares a function index().)
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

int main() {
  const int n = 12;
  float* a = (float*)malloc(n * sizeof(float));
  for (int i = 0; i < n; i++) a[i] = i * 0.25f;
  float* b = static_cast<float*>(std::malloc(sizeof(float) * n));
  memcpy(b, a, n * sizeof(float));
  std::cout << b[0] << ' ' << b[5] << ' ' << b[11] << '\n';

  int* z = (int*)calloc(n, sizeof(int));
  int sum = 0;
  for (int i = 0; i < n; i++) sum += z[i];
  std::cout << "calloc sum " << sum << '\n';

  // memset: every byte is the value.
  memset(z, 0xff, n * sizeof(int));
  std::cout << z[0] << ' ';
  memset(z, 1, 4 * sizeof(int));
  std::cout << z[0] << ' ' << z[3] << ' ' << z[4] << '\n';
  unsigned short* us = (unsigned short*)malloc(6 * sizeof(unsigned short));
  memset(us, 0x7f, 6 * sizeof(unsigned short));
  std::cout << us[2] << '\n';
  double* d = (double*)malloc(4 * sizeof(double));
  for (int i = 0; i < 4; i++) d[i] = 1.5 * i;
  memset(d + 1, 0, 2 * sizeof(double));
  std::cout << d[0] << ' ' << d[1] << ' ' << d[2] << ' ' << d[3] << '\n';
  float* f = (float*)malloc(3 * sizeof(float));
  memset(f, 0x40, 3 * sizeof(float));
  printf("%.9g\n", f[1]);
  long long* ll = (long long*)malloc(2 * sizeof(long long));
  memset(ll, 0x81, 2 * sizeof(long long));
  std::cout << ll[0] << '\n';
  unsigned long long* ull = (unsigned long long*)calloc(2, 8);
  memset(ull, 0xfe, 8);
  std::cout << ull[0] << ' ' << ull[1] << '\n';

  char text[16];
  memset(text, 'x', sizeof(text) - 1);
  text[sizeof(text) - 1] = '\0';
  std::cout << text << '\n';
  char* copy = (char*)malloc(sizeof(text));
  memcpy(copy, "hello, world", 13);
  std::cout << copy << '\n';

  // memmove with overlap, both directions.
  int seq[10] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
  memmove(seq + 2, seq, 6 * sizeof(int));
  for (int x : seq) std::cout << x;
  std::cout << ' ';
  memmove(seq, seq + 3, 5 * sizeof(int));
  for (int x : seq) std::cout << x;
  std::cout << '\n';

  // realloc keeps the elements that fit.
  int* grow = (int*)malloc(3 * sizeof(int));
  grow[0] = 7; grow[1] = 8; grow[2] = 9;
  grow = (int*)realloc(grow, 6 * sizeof(int));
  grow[5] = 42;
  std::cout << grow[0] << grow[1] << grow[2] << ' ' << grow[5] << '\n';
  grow = (int*)realloc(grow, 2 * sizeof(int));
  std::cout << grow[0] << grow[1] << '\n';
  int* fresh = (int*)realloc(NULL, 2 * sizeof(int));
  fresh[1] = 5;
  std::cout << fresh[1] << '\n';

  // Between a vector, a C array and a block.
  std::vector<float> v(n);
  memcpy(v.data(), a, n * sizeof(float));
  float arr[n];
  memcpy(arr, v.data(), sizeof(arr));
  std::cout << v[7] << ' ' << arr[9] << '\n';
  bool* flags = (bool*)calloc(4, sizeof(bool));
  memset(flags, 1, 2);
  std::cout << flags[0] << flags[1] << flags[2] << flags[3] << '\n';

  // A malloc'ed block as a kernel's data.
  float* data = (float*)malloc(n * sizeof(float));
  for (int i = 0; i < n; i++) data[i] = (float)i;
  array_view<float, 1> av(n, data);
  parallel_for_each(av.extent, [=](concurrency::index<1> idx) restrict(amp) { av[idx] = av[idx] * av[idx] + 1.0f; });
  av.synchronize();
  std::cout << data[3] << ' ' << data[11] << '\n';

  free(a); free(b); free(z); free(us); free(d); free(f); free(ll); free(ull); free(copy); free(grow); free(fresh); free(flags); free(data);
  free(NULL);
  return 0;
}
