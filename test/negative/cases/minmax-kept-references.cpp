// expect: error unsupported-library 12:14
// expect: error unsupported-library 13:21
// std::minmax(a, b) returns a pair of references to a and b in C++; ampc's holds copies, so
// keeping it beside named arguments is refused. Using it at once, or minmax of a braced list
// (copies in C++ too), is fine.
#include <algorithm>
#include <iostream>
#include <utility>
int main() {
    int a = 1, b = 2;
    std::cout << std::minmax(a, b).first << " " << std::minmax({b, a}).second << "\n";
    auto p = std::minmax(a, b);
    auto [lo, hi] = std::minmax(b, a);
    auto q = std::minmax({a, b});
    a = 5;
    std::cout << p.first << " " << lo << hi << q.first << "\n";
    return 0;
}
