// <random> engines and distributions with fixed seeds: ampc must give libstdc++'s numbers bit for bit.
#include <iostream>
#include <iomanip>
#include <random>
#include <amp.h>
using namespace concurrency;

int main() {
  std::cout << std::setprecision(17);
  std::mt19937 mt(42);
  std::mt19937 mtDefault;
  std::default_random_engine dre(12345);
  std::minstd_rand0 m0;
  std::minstd_rand m1(-7);
  for (int i = 0; i < 5; i++) std::cout << mt() << ' ' << mtDefault() << ' ' << dre() << ' ' << m0() << ' ' << m1() << '\n';

  std::uniform_real_distribution<float> uf(-100, 100);
  std::uniform_real_distribution<double> ud(1, 16);
  std::uniform_real_distribution<> unit;
  std::uniform_int_distribution<int> ui(1, 10);
  std::uniform_int_distribution<int> wide(-2000000000, 2000000000);
  std::uniform_int_distribution<unsigned> full(0, 4294967295u);
  std::normal_distribution<double> nd(5.0, 2.0);
  std::normal_distribution<> nf(-1.5, 0.25);

  // Sums of many draws: one wrong bit anywhere changes them.
  double sumF = 0, sumD = 0, sumUnit = 0, sumN = 0, sumNf = 0;
  int sumI = 0;
  unsigned mixW = 0, mixFull = 0;
  for (int i = 0; i < 2000; i++) {
    sumF += uf(mt);
    sumD += ud(dre);
    sumUnit += unit(m1);
    sumI += ui(mt) + ui(dre);
    mixW = mixW * 31u + (unsigned)wide(mt) + (unsigned)wide(m0);
    mixFull = mixFull * 31u + full(mt) + full(dre);
    sumN += nd(mt);
    sumNf += nf(dre);
  }
  std::cout << sumF << '\n' << sumD << '\n' << sumUnit << '\n' << sumI << '\n' << mixW << '\n' << mixFull << '\n';
  std::cout << sumN << '\n' << sumNf << '\n';

  // Individual values, printed in full.
  std::uniform_real_distribution<float> small(0.0f, 1.0f);
  for (int i = 0; i < 4; i++) std::cout << small(mt) << ' ' << ud(mt) << ' ' << nd(dre) << ' ' << ui(m1) << '\n';

  // Copies carry the state; reseeding restarts the sequence.
  std::mt19937 copy = mt;
  std::cout << (copy() == mt()) << '\n';
  mt.seed(42);
  std::mt19937 again(42);
  std::cout << (mt() == again()) << ' ' << mt.min() << ' ' << mt.max() << ' ' << dre.min() << ' ' << dre.max() << '\n';
  mt.discard(10);
  again.discard(10);
  std::cout << (mt() == again()) << ' ' << ui.a() << ' ' << ui.b() << ' ' << uf.min() << ' ' << uf.max() << '\n';

  // random_device: nondeterministic, but in range and usable as a seed and as an engine.
  std::random_device rd;
  std::default_random_engine seeded(rd());
  float x = uf(seeded);
  int y = ui(rd);
  std::cout << (x >= -100 && x < 100) << ' ' << (y >= 1 && y <= 10) << '\n';

  // The typical C++ AMP use: fill the input of a kernel.
  const int n = 64;
  array_view<float, 1> data(n);
  std::mt19937 g(7);
  std::uniform_real_distribution<float> dis(1, 16);
  for (int i = 0; i < n; i++) data[i] = dis(g);
  parallel_for_each(data.get_extent(), [=](index<1> idx) restrict(amp) { data[idx] = data[idx] * 2.0f; });
  float total = 0;
  for (int i = 0; i < n; i++) total += data[i];
  std::cout << total << std::endl;
  return 0;
}
