// expect: error barrier-nonuniform 26:15
// 002 (Introduction to tiling): "this line cannot be inserted just before line 9,
// inside the conditional block": a tile_barrier wait must be reached by all the
// threads of a tile or by none. The 2 x 6 sum with the barrier put there.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;
using namespace std;

int main() {
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
t_idx.barrier.wait();
t[0][0] = t[0][0] + t[0][1] + t[1][0] + t[1][1];
av[t_idx.tile_origin] = t[0][0];
}
});
int sum = av(0,0) + av(0,2) + av(0,4); // The three tile_origins

std::cout << sum << "\n";
}
