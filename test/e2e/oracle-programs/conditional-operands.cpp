// The conditional operator as an operand: of subscripts, members, library calls, shifts, pointer
// arithmetic (an array operand decays to a pointer), compound assignment and printf; and narrowing
// conversions of its results.
#include <iostream>
#include <vector>
#include <cmath>
#include <cstdio>
#include <algorithm>
struct P { int x; int y; };
int main() {
  std::vector<int> v1 = {1, 2, 3}, v2 = {4, 5, 6};
  bool c = false;
  std::cout << (c ? v1 : v2)[1] << " " << (c ? v1 : v2).size() << std::endl;
  int a = 3, b = -4;
  std::cout << std::abs(c ? a : b) << " " << std::max(c ? a : b, 0) << std::endl;
  unsigned u = 7;
  std::cout << (c ? u : 3u) - 10u << std::endl;
  long long big = (c ? 1LL : 2LL) << 40;
  std::cout << big << std::endl;
  P p = {1, 2}, q = {3, 4};
  std::cout << (c ? p : q).y << std::endl;
  int arr[3] = {7, 8, 9};
  int* ptr = c ? arr : arr + 1;
  std::cout << *ptr << " " << ptr[1] << std::endl;
  char ch = 'a';
  ch += c ? 1 : 2;
  std::cout << ch << " " << (int)(char)(ch + 200) << std::endl;
  float f = c ? 1.5f : 2.5f;
  printf("%.2f %d\n", f * (c ? 2 : 3), (c ? a : b) % 3);
  int m = std::min({a, b, 5});
  std::cout << m << std::endl;
  double d = std::pow(c ? 2.0 : 3.0, 2);
  std::cout << d << " " << std::fmod(-7.5, 2) << " " << (-7 / 2) << " " << (-7 % 2) << std::endl;
  short sh = 32767; sh++;
  std::cout << sh << " " << (unsigned char)300 << "|" << (int)(unsigned char)300 << std::endl;
  return 0;
}
