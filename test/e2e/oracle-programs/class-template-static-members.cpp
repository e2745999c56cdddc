// Static data members of class templates, defined outside the class for every instance
// (`template <class T> int Box<T>::count = 0;`) and for one (`template <> ...`), used from
// statements that start with a qualified template-id.
#include <iostream>
#include <string>

template <typename T> struct Box {
  static int count;
  static T last;
  static int table[3];
  T v;
  Box(T x) : v(x) { ++count; last = x; }
  static int twice() { return count * 2; }
};
template <typename T> int Box<T>::count = 0;
template <typename U> U Box<U>::last = U(7);
template <typename T> int Box<T>::table[3] = {1, 2, 3};
template <> int Box<float>::count = 5;

template <int N> struct Counter {
  static int hits;
  static int bump() { hits += N; return hits; }
};
template <int N> int Counter<N>::hits = N * 10;

template <typename T> struct Named {
  static std::string name;
};
template <typename T> std::string Named<T>::name = "generic";
template <> std::string Named<int>::name = "int";

template <typename T> struct Only {};
template <> struct Only<double> { static int seen; };
int Only<double>::seen = 42;

struct Plain { static int n; };
int Plain::n = 1;

int main() {
  std::cout << Box<int>::count << " " << Box<float>::count << " " << Box<double>::last << "\n";
  Box<int> a(3), b(4);
  Box<float> f(2.5f);
  std::cout << Box<int>::count << " " << Box<float>::count << " " << Box<int>::last << " " << Box<float>::last << "\n";
  Box<int>::count++;
  ++Box<int>::count;
  Box<int>::count--;
  Box<int>::count += 10;
  Box<int>::count >>= 1;
  Box<int>::count <<= 1;
  std::cout << Box<int>::count << " " << Box<int>::twice() << "\n";
  Box<int>::count = 7;
  Box<int>::table[1] = 20;
  Box<int>::table[2] *= 5;
  std::cout << Box<int>::count << " " << Box<int>::table[0] << Box<int>::table[1] << Box<int>::table[2] << " " << Box<char>::table[1] << "\n";
  std::cout << Counter<2>::hits << " " << Counter<3>::bump() << " " << Counter<3>::bump() << " " << Counter<2>::bump() << "\n";
  Counter<4>::hits = 1;
  Counter<4>::hits <<= 3;
  std::cout << Counter<4>::hits << "\n";
  std::cout << Named<int>::name << " " << Named<char>::name << "\n";
  Named<char>::name = "changed";
  std::cout << Named<char>::name << " " << Named<long>::name << "\n";
  Only<double>::seen++;
  Plain::n++;
  Plain::n *= 3;
  std::cout << Only<double>::seen << " " << Plain::n << " " << a.v + b.v << " " << f.v << "\n";
  return Box<int>::count;
}
