// expect: error host-unsupported 11:15
// ++ of a member of an array_view element is a write through the view on the host; its value
// (the old member) is not kept, so ampc supports it only as a statement.
#include <amp.h>
#include <vector>
using namespace concurrency;
struct Point { int x; int y; };
int main() {
    std::vector<Point> data(4);
    array_view<Point, 1> view(4, data);
    int old = view[0].x++;
    view[1].y++;
    return old;
}
