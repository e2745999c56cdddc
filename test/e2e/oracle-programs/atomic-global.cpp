// Atomics on array_view elements (global memory), non-tiled kernels: every
// integer read-modify-write, their return values, and a second kernel that
// uses the same buffer with plain reads and writes only.
#include <amp.h>
#include <iostream>
#include <vector>

using namespace concurrency;

int main() {
  const int n = 1000;
  std::vector<int> counters(8, 0);
  std::vector<unsigned> bits(4, 0u);
  std::vector<int> seen(n, 0);
  std::vector<int> histogram(10, 0);
  array_view<int, 1> c(8, counters);
  array_view<unsigned, 1> b(4, bits);
  array_view<int, 1> s(n, seen);
  array_view<int, 1> h(10, histogram);
  c[3] = 1 << 30;   // decremented below
  c[4] = -5;        // max
  c[5] = 5;         // min
  b[1] = 0xffffffffu; // and
  b[3] = 0x0f0fu;   // xor

  parallel_for_each(s.extent, [=](index<1> idx) restrict(amp) {
    int i = idx[0];
    // Each thread gets a different ticket: 0..n-1, in some order.
    int ticket = atomic_fetch_inc(&c[0]);
    s[ticket] = s[ticket] + 1;
    atomic_fetch_add(&c[1], i);
    atomic_fetch_sub(&c[2], 2);
    atomic_fetch_dec(&c[3]);
    atomic_fetch_max(&c[4], i % 700 - 3);
    atomic_fetch_min(&c[5], 100 - i);
    atomic_fetch_add(&h[i % 10], 1);
    atomic_fetch_or(&b[0], 1u << (i % 32));
    atomic_fetch_and(&b[1], ~(1u << (i % 16)));
    atomic_fetch_xor(&b[2], (unsigned)i);
    if (i < 2) atomic_fetch_xor(&b[3], 0xffu);
    // The value before the exchange is one some thread stored, or the initial 0.
    int before = atomic_exchange(&c[6], i + 1);
    if (before < 0 || before > n) c[7] = 1;
  });

  // Plain uses of the same buffers: no atomics in this kernel.
  parallel_for_each(h.extent, [=](index<1> idx) restrict(amp) {
    h[idx] = h[idx] * 2 + c[1] % 7;
  });

  int once = 0;
  for (int i = 0; i < n; i++) once += s[i] == 1;
  std::cout << "tickets issued once: " << once << " next ticket: " << c[0] << "\n";
  std::cout << "sum " << c[1] << " sub " << c[2] << " dec " << c[3] << "\n";
  std::cout << "max " << c[4] << " min " << c[5] << " exchanged in range " << (c[6] >= 1 && c[6] <= n) << " bad " << c[7] << "\n";
  std::cout << "or " << b[0] << " and " << b[1] << " xor " << b[2] << " xor2 " << b[3] << "\n";
  for (int i = 0; i < 10; i++) std::cout << h[i] << (i == 9 ? "\n" : " ");
  return 0;
}
