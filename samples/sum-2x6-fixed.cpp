// 002 (Introduction to tiling): the 2 x 6 sum with the article's fix, t_idx.barrier.wait();
// inserted as line 7. Prints 78 (= 1 + 2 + ... + 12).
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
t_idx.barrier.wait();
if (t_idx.local == index<2>(0,0)) {
t[0][0] = t[0][0] + t[0][1] + t[1][0] + t[1][1];
av[t_idx.tile_origin] = t[0][0];
}
});
int sum = av(0,0) + av(0,2) + av(0,4); // The three tile_origins

std::cout << sum << "\n";
}
