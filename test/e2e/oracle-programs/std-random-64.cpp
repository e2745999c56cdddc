// std::mt19937_64 and 64-bit uniform_int_distribution: ampc must give libstdc++'s numbers bit for bit
// (its 128-bit nearly divisionless downscaling, generate_canonical from one 64-bit draw, and the
// upscaling of a 32-bit engine to a 64-bit range).
#include <cstdint>
#include <cstddef>
#include <iostream>
#include <iomanip>
#include <random>
#include <vector>
#include <amp.h>
using namespace concurrency;

int main() {
  std::cout << std::setprecision(17);
  std::mt19937_64 byDefault;
  std::mt19937_64 seeded(42);
  std::mt19937_64 negative(-3);
  std::mt19937_64 wide(0x123456789abcdef0ull);
  for (int i = 0; i < 6; i++)
    std::cout << byDefault() << ' ' << seeded() << ' ' << negative() << ' ' << wide() << '\n';
  // The 10000th draw of a default-constructed mt19937_64 is 9981545732273789042 (the standard says so).
  std::mt19937_64 standard;
  standard.discard(9999);
  std::cout << standard() << ' ' << standard.min() << ' ' << standard.max() << '\n';

  // Through several twists: a sum and an xor of many draws.
  unsigned long long sum = 0, mix = 0;
  for (int i = 0; i < 2000; i++) {
    unsigned long long v = seeded();
    sum += v;
    mix = (mix << 7 | mix >> 57) ^ v;
  }
  std::cout << sum << ' ' << mix << '\n';

  std::uniform_int_distribution<int> dice(1, 6);
  std::uniform_int_distribution<int> wideInt(-2000000000, 2000000000);
  std::uniform_int_distribution<unsigned> fullU(0, 4294967295u);
  std::uniform_int_distribution<long long> ll(-5000000000000LL, 7000000000000LL);
  std::uniform_int_distribution<long long> llFull;
  std::uniform_int_distribution<unsigned long long> ull(10, 18000000000000000000ull);
  std::uniform_int_distribution<unsigned long long> ullFull(0, 18446744073709551615ull);
  std::uniform_int_distribution<std::size_t> slot(0, 999);
  std::uniform_int_distribution<std::int64_t> i64(-3, 3);
  std::uniform_int_distribution<short> sh(-100, 100);
  std::uniform_real_distribution<float> uf(-1.0f, 1.0f);
  std::uniform_real_distribution<double> ud(0.0, 100.0);
  std::uniform_real_distribution<> unit;
  std::normal_distribution<double> nd(10.0, 3.0);
  std::bernoulli_distribution coin(0.3);

  long long sumI = 0;
  unsigned mixU = 0;
  unsigned long long mixLL = 0;
  double sumF = 0, sumD = 0, sumN = 0;
  int heads = 0;
  for (int i = 0; i < 1500; i++) {
    sumI += dice(wide) + wideInt(wide) + sh(wide) + (long long)slot(wide) + i64(wide);
    mixU = mixU * 31u + fullU(wide);
    mixLL = mixLL * 1000003ull + (unsigned long long)ll(wide) + (unsigned long long)llFull(wide) + ull(wide) + ullFull(wide);
    sumF += uf(wide);
    sumD += ud(wide) + unit(wide);
    sumN += nd(wide);
    heads += coin(wide);
  }
  std::cout << sumI << ' ' << mixU << ' ' << mixLL << '\n' << sumF << ' ' << sumD << ' ' << sumN << ' ' << heads << '\n';
  for (int i = 0; i < 4; i++)
    std::cout << ll(wide) << ' ' << ull(wide) << ' ' << uf(wide) << ' ' << ud(wide) << ' ' << nd(wide) << '\n';

  // 64-bit distributions with 32-bit engines: rejection, Lemire's 32-bit method and upscaling.
  std::mt19937 mt(7);
  std::minstd_rand lcg(11);
  std::default_random_engine dre;
  unsigned long long up = 0;
  for (int i = 0; i < 1000; i++) {
    up = up * 1000003ull + (unsigned long long)ll(mt) + (unsigned long long)llFull(lcg) + ull(dre) + ullFull(mt) + slot(lcg) + (unsigned long long)i64(dre);
  }
  std::cout << up << ' ' << ll(mt) << ' ' << llFull(lcg) << ' ' << ull(dre) << ' ' << slot(mt) << '\n';
  std::cout << ll.a() << ' ' << ll.b() << ' ' << llFull.min() << ' ' << llFull.max() << ' ' << ullFull.max() << '\n';

  // Copies carry the state; reseeding restarts the sequence.
  std::mt19937_64 copy = wide;
  std::cout << (copy() == wide()) << ' ';
  wide.seed(5);
  std::mt19937_64 five(5);
  std::cout << (wide() == five()) << '\n';

  // Shuffled indices filling a kernel's input.
  const int n = 32;
  std::vector<int> values(n);
  std::mt19937_64 g(2024);
  std::uniform_int_distribution<std::size_t> pick(0, 1000);
  for (int i = 0; i < n; i++) values[i] = (int)pick(g);
  array_view<int, 1> av(n, values);
  parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) { av[idx] = av[idx] * 3 + 1; });
  long long total = 0;
  for (int i = 0; i < n; i++) total += av[i];
  std::cout << total << std::endl;
  return 0;
}
