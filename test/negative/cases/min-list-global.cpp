// expect: error unsupported 6:9
// std::min of an initializer list evaluates its elements into variables declared before the
// statement: a global's initializer has none, so ampc says it does not support it there.
#include <algorithm>
int a = 3, b = 1;
int G = std::min({a, b});
int main() { return G + std::max({a, b}); }
