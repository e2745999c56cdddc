// std::bernoulli_distribution as libstdc++ draws it: generate_canonical<double, 53> from the
// engine (two draws for mt19937 and for minstd_rand), compared with p.
#include <iostream>
#include <random>
int main() {
  std::mt19937 g(42);
  std::bernoulli_distribution coin, rare(0.1), sure(1.0), never(0.0);
  int heads = 0, rares = 0;
  for (int i = 0; i < 1000; i++) { heads += coin(g); rares += rare(g); }
  std::cout << heads << " " << rares << " " << sure(g) << never(g) << " " << rare.p() << " " << coin.min() << coin.max() << "\n";
  std::minstd_rand m(7);
  std::bernoulli_distribution b(0.37);
  for (int i = 0; i < 20; i++) std::cout << b(m);
  std::cout << "\n";
  std::default_random_engine d;
  std::bernoulli_distribution c(0.5);
  c.reset();
  for (int i = 0; i < 20; i++) std::cout << (c(d) ? 'H' : 'T');
  std::cout << std::boolalpha << " " << c(d) << "\n";
  return 0;
}
