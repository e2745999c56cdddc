// expect: error type-mismatch 15:12
// expect: error operand-type 16:19
// expect: error type-mismatch 17:7
// expect: error type-mismatch 18:42
// expect: error unsupported-library 19:12
// Reverse iterators: a reverse_iterator is a class in C++, not the pointer it holds, so it does
// not convert to or from one implicitly, nor to bool; into class objects and strings ampc's are
// range ends only.
#include <string>
#include <vector>
int main() {
  std::vector<int> v = {1, 2, 3};
  std::vector<std::string> words = {"a", "b"};
  int n = 0;
  int* p = v.rbegin();
  n += v.rbegin() - v.begin();
  if (v.rbegin()) n++;
  std::vector<int>::reverse_iterator r = v.end();
  auto w = words.rbegin();
  return n;
}
