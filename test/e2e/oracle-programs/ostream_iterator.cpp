// std::ostream_iterator<T>(os) and (os, delim): each `*it = x` is `os << x` (then the delimiter),
// to std::cout, std::cerr and a std::ostringstream, formatted as `<<` formats with the stream's flags.
#include <algorithm>
#include <iomanip>
#include <iostream>
#include <iterator>
#include <numeric>
#include <sstream>
#include <string>
#include <vector>

int main() {
  std::vector<int> v = {3, 1, 4, 1, 5, 9, 2, 6};
  std::copy(v.begin(), v.end(), std::ostream_iterator<int>(std::cout, " "));
  std::cout << "\n";
  std::copy(v.begin(), v.end(), std::ostream_iterator<int>(std::cout));
  std::cout << "\n";

  std::vector<double> d = {1.5, 2.25, 1.0 / 3, 1e20};
  std::copy(d.begin(), d.end(), std::ostream_iterator<double>(std::cout, ", "));
  std::cout << "\n";
  std::cout << std::fixed << std::setprecision(2);
  std::copy(d.begin(), d.begin() + 3, std::ostream_iterator<double>(std::cout, "|"));
  std::cout << "\n";
  std::cout.unsetf(std::ios::floatfield);
  std::cout << std::setprecision(6);

  // Converted to T as `*it = x` converts it.
  std::copy(d.begin(), d.end() - 1, std::ostream_iterator<int>(std::cout, " "));
  std::cout << "\n";
  std::transform(v.begin(), v.end(), std::ostream_iterator<float>(std::cout, " "), [](int x) { return x / 4.0f; });
  std::cout << "\n";

  std::vector<char> cs = {'h', 'i', '!'};
  std::copy(cs.begin(), cs.end(), std::ostream_iterator<char>(std::cout));
  std::cout << "\n";
  std::vector<bool> bs = {true, false};
  std::cout << std::boolalpha;
  std::copy(bs.begin(), bs.end(), std::ostream_iterator<bool>(std::cout, " "));
  std::cout << std::noboolalpha << "\n";

  std::vector<std::string> words = {"alpha", "beta", "gamma"};
  std::copy(words.begin(), words.end(), std::ostream_iterator<std::string>(std::cout, "\n"));

  std::ostringstream os;
  std::copy(v.begin(), v.begin() + 4, std::ostream_iterator<int>(os, "-"));
  std::cout << "[" << os.str() << "]\n";

  std::copy(v.begin(), v.begin() + 2, std::ostream_iterator<int>(std::cerr, " "));
  std::cerr << "\n";

  std::partial_sum(v.begin(), v.end(), std::ostream_iterator<long>(std::cout, " "));
  std::cout << "\n";
  std::fill_n(std::ostream_iterator<int>(std::cout, ";"), 3, 42);
  std::cout << "\n";

  std::ostream_iterator<int> out(std::cout, ", ");
  *out = 10;
  ++out;
  *out++ = 20;
  out = 30;
  std::cout << "\n";
  std::vector<int> hx = {10, 255, 4096};
  std::cout << std::hex;
  std::copy(hx.begin(), hx.end(), out);
  std::cout << std::dec << "\n";
  return 0;
}
