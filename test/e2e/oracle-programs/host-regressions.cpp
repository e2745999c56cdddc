// Host semantics that were once compiled wrong: unsigned shifts in constant folding and at
// run time, braced vector initialisation, main's argc.
#include <iostream>
#include <vector>

int main(int argc, char** argv) {
  unsigned folded = 0x80000000u >> 31;
  unsigned b = 0x80000000u;
  int s = -8;
  std::cout << folded << " " << (b >> 31) << " " << (0xFFFFFFFFu >> 4) << " " << (s >> 1) << " " << (-8 >> 1) << std::endl;
  std::cout << (~0u) << " " << (-1u) << " " << (1u << 31) << " " << (~5) << std::endl;
  std::vector<int> w = {1, 2, 3};
  std::vector<float> f{0.5f, 1.5f};
  std::vector<int> sized(3, 7);
  std::cout << w.size() << " " << w[2] << " " << f.size() << " " << f[1] << " " << sized.size() << " " << sized[2] << std::endl;
  std::cout << argc << std::endl;
  return 0;
}
