// expect: error host-unsupported 17:5
// An array_view element is stored whole, as data; assigning a class whose assignment runs
// user code (a member's operator=) into one would skip that code.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;
struct Counted {
    int x = 0;
    Counted& operator=(const Counted& o) { x = o.x; std::cout << "assigned\n"; return *this; }
};
struct Cell { Counted c; int y; };
int main() {
    std::vector<Cell> data(4);
    array_view<Cell, 1> view(4, data);
    Cell q;
    view[0] = q;
    return 0;
}
