// expect: error return-value 8:50
// expect: error return-value 9:11
// expect: error return-value 11:5
// `return;` in a function returning a value is ill-formed, also in a template's instance (a
// crash-fuzz mutation made WGSL that Dawn rejected: `return;` in an `i32` function).
#include <amp.h>
using namespace concurrency;
template <typename T> T pick(bool c, T a, T b) { return; }
int f() { return; }
auto g = [](int x) -> int {
    return;
};
int main() { return pick<int>(true, 1, 2) + f() + g(1); }
