// Figure 5 of the C++ AMP docs: tiled matrix multiplication with tile_static
// memory, int. The benchmark compiles this file with ampc and times the
// generated kernel; the host side is never run, so the file holds only MatMul.
#include <vector>
#include <amp.h>
using namespace concurrency;
using namespace std;

static const int TS = 16;

void MatMul(vector<int>& vC, const vector<int>& vA,
const vector<int>& vB, int M, int N, int W )
{
array_view<const int,2> a(M, W, vA), b(W, N, vB);
array_view<int,2> c(M, N, vC);
c.discard_data();

parallel_for_each(c.extent.tile<TS,TS>(),
[=](tiled_index<TS,TS> t_idx) restrict(amp)
{
int row = t_idx.local[0]; int col = t_idx.local[1];
tile_static int locA[TS][TS], locB[TS][TS];
int sum = 0;
for (int i = 0; i < a.extent[1]; i += TS) {
locA[row][col] = a(t_idx.global[0], col + i);
locB[row][col] = b(row + i, t_idx.global[1]);
t_idx.barrier.wait();

for (int k = 0; k < TS; k++)
sum += locA[row][k] * locB[k][col];
t_idx.barrier.wait();
}
c[t_idx.global] = sum;
});
c.synchronize();
}
