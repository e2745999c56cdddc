// expect: error unsupported-library 17:18
// expect: error unsupported-library 18:18
// expect: error unsupported-library 19:5
// expect: error unsupported-library 21:5
// expect: error unsupported-library 22:17
// Iterators into strings and deques that ampc refuses, each at the member named: a global
// string has no place of its own on the host for an iterator to write; a deque's iterators are
// pointers, which point to scalars only; the iterator std::string::erase returns and
// std::string::insert(pos, n, c) are not modelled; a std::deque member ampc does not
// implement is reported as not supported, not as missing (std::deque::assign exists in C++).
#include <deque>
#include <string>
std::string g = "abc";
int main() {
  std::string s = "abc";
  std::deque<std::string> words;
  auto first = g.begin();
  auto w = words.begin();
  s.insert(0, 3, 'x');
  std::deque<int> d;
  d.assign(3, 1);
  auto next = s.erase(s.begin());
  return 0;
}
