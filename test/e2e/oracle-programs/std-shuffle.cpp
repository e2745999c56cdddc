// std::shuffle and std::random_shuffle give libstdc++'s permutations: its uniform_int_distribution<unsigned long>
// draws (two swaps per draw where the engine's range allows), glibc's rand() % (i + 1), a generator's gen(i + 1).
#include <iostream>
#include <random>
#include <vector>
#include <string>
#include <algorithm>
#include <cstdlib>
int main() {
  std::mt19937::result_type s = 12;
  std::mt19937_64 g(s);
  std::mt19937 g32(99);
  std::minstd_rand lcg(5);
  std::vector<int> p(17);
  for (int i = 0; i < 17; i++) p[i] = i;
  for (int round = 0; round < 3; round++) {
    std::shuffle(p.begin(), p.end(), g);
    for (int x : p) std::cout << x << ' ';
    std::cout << '\n';
    std::shuffle(p.begin() + 2, p.end() - 1, g32);
    for (int x : p) std::cout << x << ' ';
    std::cout << '\n';
    std::shuffle(p.begin(), p.end(), lcg);
    for (int x : p) std::cout << x << ' ';
    std::cout << '\n';
  }
  std::vector<int> big(100000);
  for (int i = 0; i < 100000; i++) big[i] = i;
  std::shuffle(big.begin(), big.end(), g32);
  long long h = 0;
  for (int i = 0; i < 100000; i++) h = h * 31 + big[i];
  std::cout << h << '\n';
  std::vector<std::string> names = {"ann", "bob", "cy", "dee", "eve", "fay"};
  std::shuffle(names.begin(), names.end(), std::mt19937{3});
  for (auto& n : names) std::cout << n << ' ';
  std::cout << '\n';
  std::srand(7);
  std::random_shuffle(p.begin(), p.end());
  for (int x : p) std::cout << x << ' ';
  std::cout << '\n';
  unsigned st = 1;
  auto gen = [&](long n) { st = st * 1103515245u + 12345u; return (long)((st & 0x7fffffff) % n); };
  std::random_shuffle(p.begin(), p.end(), gen);
  for (int x : p) std::cout << x << ' ';
  std::cout << '\n';
  int arr[6] = {1, 2, 3, 4, 5, 6};
  std::shuffle(arr, arr + 6, g);
  for (int x : arr) std::cout << x << ' ';
  std::shuffle(std::begin(arr), std::end(arr), g32);
  for (int x : arr) std::cout << x << ' ';
  std::cout << '\n';
  std::uniform_int_distribution<unsigned long>::result_type r = 3;
  std::cout << r << ' ' << st << '\n';
}
