// expect: error view-element-type 16:16
// expect: error view-element-type 17:16
// A struct's array member in a GPU buffer holds what a buffer holds (32-bit scalars, doubles,
// short vectors, structs of them): a bool member (WGSL has no host-shareable bool; a view of
// bools is stored as u32s, a struct member cannot be) and a char member stay refused.
#include <amp.h>
#include <vector>
using namespace concurrency;

struct Flags { bool on[2]; int n; };
struct Name { char text[4]; int n; };

int main() {
    std::vector<Flags> flags(4);
    std::vector<Name> names(4);
    array_view<Flags, 1> fv(4, flags);
    array_view<Name, 1> nv(4, names);
    return 0;
}
