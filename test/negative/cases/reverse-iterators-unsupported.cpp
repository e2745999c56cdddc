// expect: error type-mismatch 16:12
// expect: error operand-type 17:19
// expect: error type-mismatch 18:7
// expect: error type-mismatch 19:42
// expect: error unsupported-library 20:12
// expect: error unsupported-library 22:23
// Reverse iterators: a reverse_iterator is a class in C++, not the pointer it holds, so it does
// not convert to or from one implicitly, nor to bool; into class objects, strings and vectors
// ampc's are range ends only (`rows.rbegin()->front()` is not supported).
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
  std::vector<std::vector<int>> rows = {{1}, {2}};
  n += rows.rbegin()->front();
  return n;
}
