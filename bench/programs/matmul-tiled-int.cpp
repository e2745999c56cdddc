// Figure 4 of the C++ AMP docs: tiled matrix multiplication, step 1 (no
// tile_static), int. The benchmark compiles this file with ampc and times the
// generated kernel; the host side is never run, so the file holds only MatMul.
#include <vector>
#include <amp.h>
using namespace concurrency;
using namespace std;

void MatMul(vector<int>& vC, const vector<int>& vA,
const vector<int>& vB, int M, int N, int W )
{
array_view<const int, 2> a(M, W, vA), b(W, N, vB);
array_view<int, 2> c(M, N, vC);
c.discard_data();
parallel_for_each(c.extent.tile<16,16>(),
[=](tiled_index<16,16> t_idx) restrict(amp)
{
int row = t_idx.global[0]; int col = t_idx.global[1];
int sum = 0;
for(int i = 0; i < b.extent[0]; i++)
sum += a(row, i) * b(i, col);
c[t_idx.global] = sum;
});
c.synchronize();
}
