// expect: error unsupported 6:19
// Template parameter packs are refused by name, not as a syntax error somewhere after them.
#include <iostream>
template <typename T>
T sum_all(T x) { return x; }
template <typename... Rest, typename T>
T sum_all(T x, Rest... rest) { return x + sum_all(rest...); }
int main() { std::cout << sum_all(1, 2, 3) << "\n"; return 0; }
