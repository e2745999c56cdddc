#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;
using namespace std;

// Figure 1: matrix multiplication, simple model.
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
    CheckMatMul(1, 1, 1);
    CheckMatMul(3, 7, 5);
    CheckMatMul(16, 16, 16);
    CheckMatMul(64, 32, 48);
    CheckMatMul(17, 9, 33);
    CheckMatMul(100, 128, 3);
}
