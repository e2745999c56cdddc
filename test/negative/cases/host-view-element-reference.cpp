// expect: error host-unsupported 10:14
// A reference bound to an element of an array_view on the host: the element is read and written
// through the view (which may have to synchronize), and ampc has no host reference to it yet.
#include <amp.h>
#include <vector>
using namespace concurrency;
int main() {
    std::vector<int> data(4);
    array_view<int, 1> view(4, data);
    int& r = view[1];
    r = 2;
    return data[1];
}
