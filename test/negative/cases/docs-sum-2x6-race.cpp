// expect: warning tile-static-race 29:21
// 002 (Introduction to tiling): the buggy 2 x 6 sum as printed. No barrier separates
// the copy into t (line 6) from the sum (line 9): a race, so the printed sum is
// not deterministic in principle (78 when the tile's threads happen to finish line 6 first).
// Thread (0,0) alone runs the sum; it reads t[0][1], written by thread (0,1) with no
// barrier between: the caret is on that first read of another thread's element.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;
using namespace std;

int main() {
// The 2 x 6 matrix 1..12: three 2 x 2 tiles whose sums are 18, 26 and 34.
vector<int> my_vector;
for (int i = 1; i <= 12; i++) {
    my_vector.push_back(i);
}

static const int TS = 2;
array_view<int, 2> av(2, 6, my_vector);
parallel_for_each(av.extent.tile<TS,TS>(),
[=](tiled_index<TS,TS> t_idx) restrict(amp)
{
tile_static int t[TS][TS];
t[t_idx.local[0]][t_idx.local[1]] = av[t_idx.global];

if (t_idx.local == index<2>(0,0)) {
t[0][0] = t[0][0] + t[0][1] + t[1][0] + t[1][1];
av[t_idx.tile_origin] = t[0][0];
}
});
int sum = av(0,0) + av(0,2) + av(0,4); // The three tile_origins

std::cout << sum << "\n";
}
