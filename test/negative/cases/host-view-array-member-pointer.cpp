// expect: error host-unsupported 29:14
// expect: error host-unsupported 30:14
// expect: error host-unsupported 31:10
// expect: error host-unsupported 32:11
// expect: error host-unsupported 33:15
// expect: error host-unsupported 34:11
// expect: error host-unsupported 35:5
// expect: error host-unsupported 36:14
// An array member of an array_view element is part of the host's copy of the element: a pointer or
// non-const reference to it (or to the element or another member) would write there without the
// view knowing, so the device copy would not be made stale. Host code subscripts it instead
// (`cv[i].v[k] = x`, written through the view); a const reference only reads it. Such a store
// (as one into the element itself) has no value on the host: it is a statement of its own.
#include <amp.h>
#include <vector>
using namespace concurrency;

struct In { int q[2]; };
struct Cell { int v[3]; In in; void clear() { v[0] = 0; } };
void fill(int* p) { p[1] = 4; }
void first(int (&a)[3]) { a[0] = 1; }
void inner(In& x) { x.q[0] = 1; }
int sum(const int (&a)[3]) { return a[0] + a[1] + a[2]; }

int main() {
    std::vector<Cell> cells(2);
    array_view<Cell, 1> cv(2, cells);
    int total = sum(cv[0].v);
    int& r = cv[0].v[1];
    int* p = cv[0].v;
    fill(cv[1].v);
    first(cv[1].v);
    int* q = &cv[0].v[2];
    inner(cv[0].in);
    cv[1].clear();
    int y = (cv[1].v[0] = 5);
    return total + r + *p + *q + y;
}
