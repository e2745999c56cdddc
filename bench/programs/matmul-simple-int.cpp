// Figure 1 of the C++ AMP docs: matrix multiplication, simple model (int).
// The benchmark compiles this file with ampc and times the generated kernel;
// the host side is never run, so the file holds only MatMul.
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
parallel_for_each(c.extent, [=](index<2> idx) restrict(amp)
{
int row = idx[0]; int col = idx[1];
int sum = 0;
for(int i = 0; i < b.extent[0]; i++)
sum += a(row, i) * b(i, col);
c[idx] = sum;
});
c.synchronize();
}
