// Comparisons of a 64-bit unsigned value made from a narrow unsigned one (differential-fuzz seed
// 5830): the narrowing's mask must stay grouped, as `(v) & 0xff < x` would compare first.
#include <iostream>
#include <vector>

int main() {
  unsigned short v49 = 3836;
  char v18 = -1;
  unsigned b = 4294912443u;
  unsigned char g0 = 1;
  const bool v52 = ((unsigned long long)((unsigned char)v49)) < (v18 + (b * g0));
  bool a = ((unsigned long long)((unsigned char)v49)) < 4294912442u;
  bool c = 252ULL < (v18 + (b * g0));
  bool d = (unsigned long long)(unsigned short)70000u >= 4464u;
  bool e = (unsigned long long)(unsigned char)300 == 44u;
  bool f = 4u != (unsigned long long)(unsigned char)(b >> 3);
  std::vector<int> v(5);
  bool g = (unsigned long long)(unsigned char)v49 > v.size();
  std::cout << v52 << a << c << d << e << f << g << "\n";
  for (unsigned x = 250; x < 262; x += 3) std::cout << ((unsigned long long)(unsigned char)x <= 5u) << ' ';
  std::cout << "\n";
}
