// expect: error unsupported-library 10:12
// expect: error undeclared 11:3
// A name qualified by std:: that ampc does not declare is a library name it lacks: the program
// cannot have declared it, so it is "not supported by ampc". C++ AMP's names are all declared.
#include <vector>
#include <algorithm>
#include <amp.h>
int main() {
  std::vector<int> a{1, 2}, b{1, 3};
  auto m = std::is_permutation(a.begin(), a.end(), b.begin());
  concurrency::no_such_function(a[0]);
  return 0;
}
