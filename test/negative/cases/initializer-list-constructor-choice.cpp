// expect: error unsupported 12:8
// Two initializer-list constructors that could both take {1, 2}: C++ ranks them by the
// elements' conversions (initializer_list<int> wins here); ampc does not rank them, and says so.
#include <initializer_list>

struct V {
    int n;
    V(std::initializer_list<int> l) : n(1) {}
    V(std::initializer_list<double> l) : n(2) {}
};
int main() {
    V v{1, 2};
    return v.n;
}
