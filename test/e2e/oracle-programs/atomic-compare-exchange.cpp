// atomic_compare_exchange: a strong compare-and-swap that writes the value it
// found into *expected when it fails. Claiming slots (exactly one winner per
// slot), a CAS loop that multiplies (commutative, so any order gives the same
// product), and a helper function that receives an element of a buffer the
// kernel also uses atomically, by reference.
#include <amp.h>
#include <iostream>
#include <vector>

using namespace concurrency;

void bump(int& x, int by) restrict(amp) {
  x = x + by;
}

int main() {
  const int n = 400;
  std::vector<int> owner(10, -1), wins(11, 0), product(1, 1), flags(n, 0);
  std::vector<unsigned> u(2, 0u);
  array_view<int, 1> own(10, owner);
  array_view<int, 1> w(11, wins);
  array_view<int, 1> p(1, product);
  array_view<int, 1> f(n, flags);
  array_view<unsigned, 1> uu(2, u);

  parallel_for_each(f.extent, [=](index<1> idx) restrict(amp) {
    int i = idx[0];
    int slot = i % 10;
    int expected = -1;
    if (atomic_compare_exchange(&own[slot], &expected, i)) {
      atomic_fetch_inc(&w[slot]);
      f[i] = 1;
    } else {
      // The failure reported the winner, a thread of the same slot.
      f[i] = expected % 10 == slot ? 2 : 3;
    }
    if (i < 20) {
      int old = p[0];
      while (!atomic_compare_exchange(&p[0], &old, old * 3)) {
      }
    }
    unsigned zero = 0u;
    atomic_compare_exchange(&uu[0], &zero, 7u);
    // Element 10 is only ever touched here, by one thread.
    if (i == 5) bump(w[10], 100);
  });

  for (int i = 0; i < 11; i++) std::cout << w[i] << (i == 10 ? "\n" : " ");
  int winners = 0, losers = 0, bad = 0;
  for (int i = 0; i < n; i++) {
    winners += f[i] == 1;
    losers += f[i] == 2;
    bad += f[i] == 3;
  }
  int owned = 0;
  for (int i = 0; i < 10; i++) owned += own[i] % 10 == i;
  std::cout << winners << " " << losers << " " << bad << " " << owned << "\n";
  std::cout << p[0] << " " << uu[0] << "\n";
  return 0;
}
