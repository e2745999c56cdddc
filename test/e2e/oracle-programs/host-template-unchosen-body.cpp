// A function template's body is instantiated only for the candidate a call chooses ([temp.inst]):
// size(const T&) would multiply a vector, first(const T&) would subscript an array's pointer as
// a class, but overload resolution only deduces and ranks their declarations, and the more
// specialised template is the one called. A recursive instance is checked once.
#include <iostream>
#include <vector>
#include <string>
template <class T> int size(const T& x) { return x * 2; }
template <class T> int size(const std::vector<T>& v) { return (int)v.size(); }
template <class T> int first(const T& c) { return c[0]; }
template <class T> T first(T* p) { return *p; }
template <class T> T fact(T n) { return n <= 1 ? 1 : n * fact(n - 1); }
int main() {
  std::vector<int> v{4, 5, 6};
  int a[2] = {7, 8};
  std::cout << size(v) << " " << size(21) << " " << first(v) << " " << first(a) << " " << fact(5) << "\n";
}
