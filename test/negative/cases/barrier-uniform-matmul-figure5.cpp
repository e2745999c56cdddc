// expect: none
// 002 figure 5 (samples/matmul-tile-static.cpp): a loop bounded by a.extent[1] with two
// barriers, each tile_static element written by its own thread: nothing to report.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;
using namespace std;

static const int TS = 16;

// Figure 5: tiled matrix multiplication with tile_static memory.
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

// Fills A (M x W) and B (W x N) with small deterministic values, runs MatMul
// and compares every element of C with a CPU triple loop.
void CheckMatMul(int M, int N, int W) {
    vector<int> vA;
    for (int i = 0; i < M; i++) {
        for (int j = 0; j < W; j++) {
            vA.push_back((i * 7 + j * 3) % 10 - 4);
        }
    }
    vector<int> vB;
    for (int i = 0; i < W; i++) {
        for (int j = 0; j < N; j++) {
            vB.push_back((i * 5 + j * 11) % 9 - 3);
        }
    }
    vector<int> vC;
    for (int i = 0; i < M * N; i++) {
        vC.push_back(0);
    }

    MatMul(vC, vA, vB, M, N, W);

    std::cout << "MatMul " << M << "x" << W << " * " << W << "x" << N << ": ";
    bool match = true;
    for (int row = 0; row < M && match; row++) {
        for (int col = 0; col < N && match; col++) {
            int expected = 0;
            for (int i = 0; i < W; i++) {
                expected += vA[row * W + i] * vB[i * N + col];
            }
            if (vC[row * N + col] != expected) {
                std::cout << "mismatch at (" << row << "," << col << "): got " << vC[row * N + col]
                          << " expected " << expected << "\n";
                match = false;
            }
        }
    }
    if (match) {
        std::cout << "match\n";
    }
}

int main() {
    CheckMatMul(16, 16, 16);
    CheckMatMul(32, 64, 48);
    CheckMatMul(64, 16, 32);
    CheckMatMul(48, 32, 128);
    CheckMatMul(128, 128, 128);
}
