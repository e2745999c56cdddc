// expect: error unsupported 10:11
// A class with a reference member initialised as an aggregate (`Holder h{count, items}`): the host
// held copies of the values, so writes through the member did not reach the objects it names.
// A constructor's member initialiser binds the member (reference-members.ts); this is refused.
#include <iostream>
#include <vector>
struct Holder { int& count; std::vector<int>& items; };
int main() {
  int n = 0; std::vector<int> v;
  Holder h{n, v};
  h.count = 5;
  h.items.push_back(1);
  std::cout << n << v.size() << "\n";
  return 0;
}
