// In the style of the C++ AMP "MersenneTwister" sample: each thread runs its own small Mersenne
// Twister (MT19937's tempering over a per-thread state), seeded from its index, and writes a
// stream of numbers; the host runs the same generator and compares, exactly.
#include <amp.h>
#include <iostream>
#include <vector>

using namespace concurrency;

#define MT_RNG_COUNT 256
#define MT_MM 9
#define MT_NN 19
#define MT_WMASK 0xFFFFFFFFU
#define MT_UMASK 0xFFFFFFFEU
#define MT_LMASK 0x1U
#define MT_SHIFT0 12
#define MT_SHIFTB 7
#define MT_SHIFTC 15
#define MT_SHIFT1 18
#define PER_THREAD 50

struct mt_params {
  unsigned matrix_a;
  unsigned mask_b;
  unsigned mask_c;
  unsigned seed;
};

// One generator step over a state of MT_NN words: the twist and the tempering of word `i`.
unsigned mt_next(unsigned* mt, int& i, const mt_params& p) restrict(amp, cpu) {
  int i1 = (i + 1) % MT_NN;
  int im = (i + MT_MM) % MT_NN;
  unsigned y = (mt[i] & MT_UMASK) | (mt[i1] & MT_LMASK);
  unsigned x = mt[im] ^ (y >> 1) ^ ((y & 1u) ? p.matrix_a : 0u);
  mt[i] = x;
  i = i1;
  x ^= (x >> MT_SHIFT0);
  x ^= (x << MT_SHIFTB) & p.mask_b;
  x ^= (x << MT_SHIFTC) & p.mask_c;
  x ^= (x >> MT_SHIFT1);
  return x;
}

void mt_init(unsigned* mt, unsigned seed) restrict(amp, cpu) {
  mt[0] = seed;
  for (int k = 1; k < MT_NN; k++) mt[k] = (1812433253U * (mt[k - 1] ^ (mt[k - 1] >> 30)) + k) & MT_WMASK;
}

void rand_mt_ref(std::vector<unsigned>& out, const std::vector<mt_params>& params) {
  for (int t = 0; t < MT_RNG_COUNT; t++) {
    unsigned mt[MT_NN];
    mt_init(mt, params[t].seed);
    int i = 0;
    for (int k = 0; k < PER_THREAD; k++) out[k * MT_RNG_COUNT + t] = mt_next(mt, i, params[t]);
  }
}

void rand_mt_amp(std::vector<unsigned>& out, const std::vector<mt_params>& params) {
  array_view<const mt_params, 1> av_params(MT_RNG_COUNT, params);
  array_view<unsigned, 2> av_out(PER_THREAD, MT_RNG_COUNT, out);
  av_out.discard_data();
  parallel_for_each(extent<1>(MT_RNG_COUNT), [=](index<1> idx) restrict(amp) {
    const int t = idx[0];
    mt_params p = av_params[t];
    unsigned mt[MT_NN];
    mt_init(mt, p.seed);
    int i = 0;
    for (int k = 0; k < PER_THREAD; k++) av_out(k, t) = mt_next(mt, i, p);
  });
  av_out.synchronize();
}

int main() {
  std::vector<mt_params> params(MT_RNG_COUNT);
  for (int t = 0; t < MT_RNG_COUNT; t++) {
    params[t].matrix_a = 0x9908B0DFU ^ (static_cast<unsigned>(t) << 16);
    params[t].mask_b = 0x9D2C5680U;
    params[t].mask_c = 0xEFC60000U;
    params[t].seed = 5489U + 777U * static_cast<unsigned>(t);
  }
  std::vector<unsigned> ref(PER_THREAD * MT_RNG_COUNT), amp_out(PER_THREAD * MT_RNG_COUNT);
  rand_mt_ref(ref, params);
  rand_mt_amp(amp_out, params);
  int mismatches = 0;
  for (size_t k = 0; k < ref.size(); k++)
    if (ref[k] != amp_out[k]) mismatches++;
  unsigned long long checksum = 0;
  for (unsigned v : amp_out) checksum = checksum * 31 + v;
  std::cout << "first: " << amp_out[0] << " " << amp_out[1] << " last: " << amp_out.back() << std::endl;
  std::cout << "checksum: " << checksum << std::endl;
  std::cout << (mismatches == 0 ? "PASSED" : "FAILED") << " (" << mismatches << " mismatches)" << std::endl;
  return mismatches == 0 ? 0 : 1;
}
