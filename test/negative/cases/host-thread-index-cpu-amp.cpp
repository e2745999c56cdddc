// expect: error host-unsupported 7:12
// A restrict(cpu, amp) function is printed for the host too, where a tiled_index's thread
// indices have no value.
#include <amp.h>
using namespace concurrency;
int local_row(tiled_index<4> t) restrict(cpu, amp) {
    return t.local[0];
}
int main() {
    return 0;
}
