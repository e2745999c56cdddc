// Compound assignments and increments on memory the kernel also uses atomically (WGSL reaches
// it only through atomic loads and stores), with operands of other types, and bool targets.
#include <amp.h>
#include <iostream>
#include <vector>

using namespace concurrency;

int main() {
  const int n = 64;
  std::vector<int> counts(6, 0);
  std::vector<float> sums(4, 0.0f);
  std::vector<unsigned> flags(n, 0);
  array_view<int, 1> cnt(6, counts);
  array_view<float, 1> fs(4, sums);
  array_view<unsigned, 1> fl(n, flags);
  cnt[1] = 40;
  cnt[2] = -9;
  fs[1] = 1.5f;
  parallel_for_each(extent<1>(n).tile<16>(), [=](tiled_index<16> t) restrict(amp) {
    tile_static int shared[2];
    tile_static float fshared;
    if (t.local[0] == 0) {
      shared[0] = 0;
      shared[1] = 5;
      fshared = 0.5f;
    }
    t.barrier.wait();
    atomic_fetch_add(&cnt[0], 1);
    atomic_fetch_add(&shared[0], 2);
    atomic_fetch_add(&fs[0], 0.5f);
    atomic_fetch_add(&fshared, 0.25f);
    t.barrier.wait();
    if (t.local[0] == 0) {
      shared[1] *= 2.5;       // int *= double, in atomic tile_static memory
      shared[1] -= 3u;
      shared[1]++;
      fshared *= 2;
      fshared += 0.125;
      ++fshared;
    }
    t.barrier.wait();
    bool odd = t.global[0] % 2 != 0;
    odd |= t.global[0] % 3 == 0;
    bool twice = odd;
    twice += 1;
    fl[t.global] = (odd ? 1u : 0u) + (twice ? 10u : 0u) + (unsigned)shared[0] * 100u + (unsigned)shared[1] * 10000u + (unsigned)(fshared * 8) * 1000000u;
    if (t.global[0] == 0) {
      cnt[1] *= 1.5;          // view memory used atomically
      cnt[1]++;
      cnt[2] >>= 1;
      cnt[2] <<= -(cnt[2] / 5);
      cnt[3] -= 2.75f;
      cnt[4] = 7;
      cnt[4] %= 4;
      int before = cnt[5]++;
      cnt[5] += before + 10;
      fs[1] *= 3;
      fs[1]--;
      fs[2] += 0.1;
      fs[3] -= cnt[4];
    }
  });
  for (int i = 0; i < 6; i++) std::cout << cnt[i] << " ";
  for (int i = 0; i < 4; i++) std::cout << fs[i] << " ";
  std::cout << "\n";
  for (int i = 0; i < n; i++) std::cout << fl[i] << (i % 8 == 7 ? "\n" : " ");
  return 0;
}
