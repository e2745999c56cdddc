// wchar_t is a signed 32-bit type under g++ on Linux: sizeof 4, its numeric_limits, values past
// 16 bits kept; it promotes to int (f(int) over f(long)), and its arithmetic is int's.
#include <iostream>
#include <limits>
#include <string>
void f(int) { std::cout << "int "; }
void f(wchar_t) { std::cout << "wchar_t "; }
void f(long) { std::cout << "long "; }
void g(int) { std::cout << "g-int "; }
void g(unsigned) { std::cout << "g-unsigned "; }
void h(long) { std::cout << "h-long "; }
void h(double) { std::cout << "h-double "; }
int main() {
  wchar_t w = L'A'; char c = 'c'; short s = 1;
  f(w); f(c); f(s); f(1); f(L'x' + 1); g(w);
  std::cout << "\n";
  w = 70000; std::cout << (int)w << " " << w + 1 << " " << sizeof(w) << " " << sizeof(w + 1) << " " << (w > 65535) << "\n";
  wchar_t big = 2147483647; std::cout << (long long)big << " " << (unsigned)(wchar_t)-1 << "\n";
  std::cout << (long long)std::numeric_limits<wchar_t>::max() << " " << (long long)std::numeric_limits<wchar_t>::min() << " " << std::numeric_limits<wchar_t>::is_signed << " " << std::numeric_limits<wchar_t>::digits << "\n";
  wchar_t arr[3] = {L'a', 100000, -5}; std::cout << arr[1] + arr[2] << "\n";
  std::wcout << L"wide " << L"x" << L'\n';
  wchar_t ws2 = L'z'; ws2 += 1; ws2++; std::cout << (int)ws2 << "\n";
  return 0;
}
