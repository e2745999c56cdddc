// expect: error type-mismatch 19:12
// expect: error operand-type 20:22
// expect: error type-mismatch 21:7
// expect: error type-mismatch 22:42
// expect: error unsupported-library 23:12
// expect: error unsupported-library 24:14
// expect: error unsupported-library 25:12
// Reverse iterators: a reverse_iterator is a class in C++, not the pointer it holds, so it does
// not convert to or from one implicitly, nor to bool; into strings and class objects ampc's are
// range ends only; a std::deque has no iterators in ampc.
#include <deque>
#include <string>
#include <vector>
int main() {
  std::vector<int> v = {1, 2, 3};
  std::vector<std::string> words = {"a", "b"};
  std::deque<int> d;
  std::string s = "ab";
  int* p = v.rbegin();
  int n = v.rbegin() - v.begin();
  if (v.rbegin()) n++;
  std::vector<int>::reverse_iterator r = v.end();
  auto w = words.rbegin();
  auto e = d.rbegin();
  auto c = s.rbegin();
  return n;
}
