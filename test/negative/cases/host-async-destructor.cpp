// expect: error host-unsupported 17:9
// A destructor that reads an array_view waits for the GPU; the host runs destructors
// synchronously where the object's scope ends, so ampc reports the object whose end runs it.
#include <amp.h>
#include <vector>
using namespace concurrency;
struct Probe {
    int seen = 0;
    ~Probe() {
        std::vector<int> data(4);
        array_view<int, 1> view(4, data);
        seen = view[0];
    }
};
int main() {
    {
        Probe p;
    }
    return 0;
}
