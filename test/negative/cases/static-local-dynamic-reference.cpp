// expect: error unsupported 9:28
// A static local reference bound on the first pass is not modelled; a dynamic initialiser of an
// object is (static-locals-dynamic.cpp), and a static local in restrict(amp) code stays an error
// (amp-static-local.cpp).
#include <vector>
std::vector<int> shared;
std::vector<int>& pick() { return shared; }
int size() {
  static std::vector<int>& r = pick();
  return (int)r.size();
}
int main() { return size(); }
