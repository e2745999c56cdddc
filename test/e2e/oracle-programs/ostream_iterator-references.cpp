// std::ostream_iterator over a std::ostream& parameter (std::cout or an ostringstream) and with a const char*
// delimiter; front_inserter copying class objects into a list; adjacent_difference of unsigned chars into ints.
#include <algorithm>
#include <iostream>
#include <iterator>
#include <sstream>
#include <vector>
#include <list>
#include <numeric>
void dump(std::ostream& os, const std::vector<double>& v) {
  std::copy(v.begin(), v.end(), std::ostream_iterator<double>(os, " "));
  os << "\n";
}
struct S { int a; };
int main() {
  std::vector<double> v = {0.1, 2.5, -3};
  dump(std::cout, v);
  std::ostringstream ss;
  dump(ss, v);
  std::cout << ss.str().size() << "\n";
  const char* sep = "; ";
  std::ostream_iterator<long long> o(std::cout, sep);
  std::vector<long long> big = {1LL << 40, -5};
  std::copy(big.begin(), big.end(), o);
  std::cout << "\n";
  std::list<S> ds;
  std::vector<S> vs = {{1}, {2}};
  std::copy(vs.begin(), vs.end(), std::front_inserter(ds));
  vs[0].a = 9;
  std::cout << ds.front().a << ds.back().a << "\n";
  std::vector<unsigned char> uc = {200, 100};
  std::vector<int> diffs;
  std::adjacent_difference(uc.begin(), uc.end(), std::back_inserter(diffs));
  std::cout << diffs[1] << "\n";
  return 0;
}
