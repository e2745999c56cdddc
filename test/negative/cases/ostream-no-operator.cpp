// expect: error stream-type 12:18
// A class object prints only through a user operator<< that takes it: `Other` has none (the one
// declared takes a `Point`).
#include <iostream>
struct Point { int x; };
struct Other { int y; };
std::ostream& operator<<(std::ostream& os, const Point& p) { return os << p.x; }
int main() {
    Point p{1};
    Other o{2};
    std::cout << p << "\n";
    std::cout << o << "\n";
    return 0;
}
