// expect: error host-unsupported 14:5
// std::vector copies (or assigns) its elements again as it grows or shifts them, as libstdc++
// decides; with a user-written copy constructor those copies are visible, and ampc does not
// model them: push_back on such a vector is reported (a copy of the whole vector is exact).
#include <iostream>
#include <vector>
struct Tracked {
    int v;
    Tracked(int x) : v(x) {}
    Tracked(const Tracked& o) : v(o.v) { std::cout << "copy\n"; }
};
int main() {
    std::vector<Tracked> items;
    items.push_back(Tracked(1));
    std::vector<Tracked> again = items;
    return again[0].v;
}
