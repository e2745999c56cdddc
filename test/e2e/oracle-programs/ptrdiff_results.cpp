// std::ptrdiff_t and size_t results are 64-bit on the host, as g++ on x86-64 Linux makes them:
// std::count/count_if and std::distance (the iterator's difference_type), the difference of two
// iterators or pointers (vector, C array, std::array, string, deque, reverse, class objects), and
// the sizes and counts of containers (size_type). Each is printed with its sizeof, multiplied past
// int's range, used as an index and a loop bound, compared with ints and with size_t (a negative
// difference converts to a huge unsigned long), passed to int and long parameters, chosen between
// f(int) and f(long), deduced by auto and by a template, and printed with printf's %ld / %zu.
#include <algorithm>
#include <array>
#include <cstdio>
#include <deque>
#include <iostream>
#include <iterator>
#include <list>
#include <map>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

struct Point { int x; };

static const char* which(int) { return "f(int)"; }
static const char* which(long) { return "f(long)"; }
static int plusOne(int x) { return x + 1; }
static long timesThree(long x) { return x * 3; }
template <class T> static int bytes(T) { return sizeof(T); }

int main() {
  std::vector<int> v = {1, 2, 2, 3, 7, 2};
  auto n = std::count(v.begin(), v.end(), 2);
  auto odd = std::count_if(v.begin(), v.end(), [](int x) { return x % 2 == 1; });
  auto all = v.end() - v.begin();
  auto dist = std::distance(v.begin(), v.end());
  auto seven = std::find(v.begin(), v.end(), 7);
  int pos = std::find(v.begin(), v.end(), 3) - v.begin();
  std::cout << "sizes " << sizeof(n) << sizeof(odd) << sizeof(all) << sizeof(dist) << sizeof(seven - v.begin()) << sizeof(pos) << "\n";
  std::cout << "templates " << bytes(n) << bytes(seven - v.begin()) << bytes(pos) << "\n";
  std::cout << "wide " << n * 1000000 * 10000 << " " << all * 1000000 * 10000 << " " << odd * 1000000000 << "\n";
  std::cout << "index " << pos << " " << v[seven - v.begin()] << " " << v[pos] << "\n";
  std::cout << "bound";
  for (auto i = 0; i < v.end() - v.begin(); i += 2) std::cout << " " << v[i];
  std::cout << "\n";
  if (std::count(v.begin(), v.end(), 2) > 2) std::cout << "more than two 2s\n";
  if (std::count(v.begin(), v.end(), 2) == 3) std::cout << "three 2s\n";
  if (std::count(v.begin(), v.end(), 9) < 1) std::cout << "no 9\n";
  // long vs unsigned long: both unsigned long, so a negative difference is huge.
  std::cout << "vs size_t " << (seven - v.begin() < v.size()) << (v.begin() - seven < v.size()) << (v.begin() - seven < 0) << "\n";
  std::printf("printf %ld %ld %zu\n", n, seven - v.begin(), v.size());
  std::cout << "calls " << plusOne(std::count(v.begin(), v.end(), 2)) << " " << timesThree(seven - v.begin()) << "\n";
  std::cout << "overloads " << which(std::count(v.begin(), v.end(), 2)) << " " << which(seven - v.begin()) << " " << which(pos) << "\n";

  int x = 10;
  x += seven - v.begin();
  x -= std::count(v.begin(), v.end(), 2);
  x *= std::count(v.begin(), v.end(), 7);
  int mixed = (seven - v.begin()) * 2 - 3 + std::count(v.begin(), v.end(), 1);
  char letter = 'a' + (seven - v.begin());
  short small = -(seven - v.begin());
  std::cout << "narrowed " << x << " " << mixed << " " << letter << " " << small << "\n";
  auto back = v.begin() - seven;
  unsigned long huge = back;
  std::cout << "negative " << back << " " << -back << " " << back / 2 << " " << back % 3 << " " << huge << " " << back * 4000000000L << "\n";
  int big = 2000000000;
  std::cout << "no overflow " << (seven - v.begin()) + big + big << "\n";
  switch (std::count(v.begin(), v.end(), 2)) {
    case 3: std::cout << "switch three\n"; break;
    default: std::cout << "switch other\n";
  }

  int a[5] = {4, 5, 6, 7, 8};
  int* p = &a[3];
  auto fromStart = p - a;
  auto span = &a[4] - &a[1];
  std::cout << "pointers " << sizeof(fromStart) << sizeof(span) << " " << fromStart << " " << span << " " << a[p - a] << " " << (a - p) << " "
            << std::count(a, a + 5, 6) << " " << sizeof(std::end(a) - std::begin(a)) << "\n";
  Point points[4] = {{1}, {2}, {3}, {4}};
  Point* last = &points[3];
  auto objects = last - points;
  std::cout << "objects " << sizeof(objects) << " " << objects * 3000000000L << "\n";
  std::array<int, 4> arr = {1, 1, 2, 3};
  std::cout << "std::array " << sizeof(arr.end() - arr.begin()) << sizeof(std::count(arr.begin(), arr.end(), 1)) << " " << std::count(arr.begin(), arr.end(), 1) << "\n";

  std::string s = "hello world";
  auto letters = s.end() - s.begin();
  auto os = std::count(s.begin(), s.end(), 'o');
  std::cout << "string " << sizeof(letters) << sizeof(os) << sizeof(s.find('w')) << " " << letters << " " << os << " " << s.find('w') << "\n";
  auto reversed = v.rend() - v.rbegin();
  std::cout << "reverse " << sizeof(reversed) << sizeof(std::count(v.rbegin(), v.rend(), 2)) << " " << reversed * 1000000000 << "\n";
  std::deque<int> dq = {1, 2, 3, 2};
  std::cout << "deque " << sizeof(dq.end() - dq.begin()) << sizeof(dq.size()) << sizeof(std::count(dq.begin(), dq.end(), 2)) << " " << dq.size() * 3000000000UL << "\n";
  std::list<int> li = {1, 2, 3};
  std::cout << "list " << sizeof(li.size()) << sizeof(std::distance(li.begin(), li.end())) << " " << std::distance(li.begin(), li.end()) * 3000000000L << "\n";
  std::map<int, int> m = {{1, 2}, {3, 4}};
  std::set<int> st = {1, 2, 5};
  std::unordered_map<int, int> um = {{1, 1}};
  std::cout << "associative " << sizeof(m.size()) << sizeof(m.count(1)) << sizeof(st.size()) << sizeof(st.count(2)) << sizeof(um.size()) << sizeof(um.count(1))
            << " " << m.size() * 3000000000UL << " " << (m.count(1) ? "has 1" : "no 1") << " " << (st.count(4) > 0) << "\n";
  std::printf("%zu %zu %zu\n", m.size(), st.count(5), um.size());
  std::list<int> twos = {2, 2, 3, 3, 1};
  auto erased = m.erase(1);
  auto unique = twos.unique();
  auto removed = twos.remove(3);
  std::cout << "erase/remove " << sizeof(erased) << sizeof(unique) << sizeof(removed) << " " << erased << unique << removed << " " << removed * 3000000000UL << "\n";
  int keys = 0;
  for (int i = 0; i < m.size(); i++) keys += i;
  std::cout << "loop " << keys << "\n";
  return std::count(v.begin(), v.end(), 2);
}
