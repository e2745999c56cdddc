// expect: error host-unsupported 9:13
// The implicit operator= of Pair runs its member's user operator=, which reads an array_view and
// so waits for the GPU: the host assigns synchronously (reported at the operator= that waits).
#include <amp.h>
#include <vector>
using namespace concurrency;
struct Synced {
    int x = 0;
    Synced& operator=(const Synced& o) {
        std::vector<int> data(4);
        array_view<int, 1> view(4, data);
        x = o.x + view[0];
        return *this;
    }
};
struct Pair { Synced a; int b; };
int main() {
    Pair p, q;
    p = q;
    return p.a.x;
}
