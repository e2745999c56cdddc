// Figure 1 of the C++ AMP docs: matrix multiplication, simple model, with
// float elements (the figure's int element type replaced; indices stay int).
// The benchmark compiles this file with ampc and times the generated kernel;
// the host side is never run, so the file holds only MatMul.
#include <vector>
#include <amp.h>
using namespace concurrency;
using namespace std;

void MatMul(vector<float>& vC, const vector<float>& vA,
const vector<float>& vB, int M, int N, int W )
{
array_view<const float, 2> a(M, W, vA), b(W, N, vB);
array_view<float, 2> c(M, N, vC);
c.discard_data();
parallel_for_each(c.extent, [=](index<2> idx) restrict(amp)
{
int row = idx[0]; int col = idx[1];
float sum = 0;
for(int i = 0; i < b.extent[0]; i++)
sum += a(row, i) * b(i, col);
c[idx] = sum;
});
c.synchronize();
}
