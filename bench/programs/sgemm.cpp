// Register-tiled SGEMM, C = A * B: each 16x16 tile of threads computes a
// 64x64 block of C, each thread a 4x4 block of it (rows ty, ty+16, ty+32,
// ty+48 and the same for columns, so neighbouring threads touch neighbouring
// words). Per step along K, the tile stages a 64x16 block of A and a 16x64
// block of B in tile_static memory (4 elements per thread each), and every
// thread keeps its 16 sums and a column of A and a row of B in registers.
// M and N must be multiples of 64 and K of 16. Small integer inputs: exact.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

#ifndef SIZE
#define SIZE 2048
#endif

static const int TS = 16;        // threads along each side of a tile
static const int WPT = 4;        // results per thread along each side
static const int BLOCK = TS * WPT; // 64: the block of C a tile computes
static const int KS = 16;        // step along K

void sgemm(const std::vector<float>& va, const std::vector<float>& vb, std::vector<float>& vc, int M, int N, int K)
{
    array_view<const float, 2> a(M, K, va), b(K, N, vb);
    array_view<float, 2> c(M, N, vc);
    c.discard_data();
    parallel_for_each(extent<2>(M / WPT, N / WPT).tile<TS, TS>(), [=](tiled_index<TS, TS> t_idx) restrict(amp)
    {
        tile_static float tileA[BLOCK][KS];
        tile_static float tileB[KS][BLOCK];
        int ty = t_idx.local[0];
        int tx = t_idx.local[1];
        int row0 = t_idx.tile[0] * BLOCK;
        int col0 = t_idx.tile[1] * BLOCK;

        float acc[WPT][WPT];
        for (int i = 0; i < WPT; i++)
            for (int j = 0; j < WPT; j++)
                acc[i][j] = 0;

        for (int k0 = 0; k0 < K; k0 += KS)
        {
            for (int i = 0; i < WPT; i++)
            {
                tileA[ty + i * TS][tx] = a(row0 + ty + i * TS, k0 + tx);
                tileB[ty][tx + i * TS] = b(k0 + ty, col0 + tx + i * TS);
            }
            t_idx.barrier.wait();
            for (int k = 0; k < KS; k++)
            {
                float ra[WPT], rb[WPT];
                for (int i = 0; i < WPT; i++)
                    ra[i] = tileA[ty + i * TS][k];
                for (int j = 0; j < WPT; j++)
                    rb[j] = tileB[k][tx + j * TS];
                for (int i = 0; i < WPT; i++)
                    for (int j = 0; j < WPT; j++)
                        acc[i][j] += ra[i] * rb[j];
            }
            t_idx.barrier.wait();
        }

        for (int i = 0; i < WPT; i++)
            for (int j = 0; j < WPT; j++)
                c(row0 + ty + i * TS, col0 + tx + j * TS) = acc[i][j];
    });
    c.synchronize();
}

int main()
{
    const int M = SIZE, N = SIZE, K = SIZE;
    std::vector<float> va(M * K), vb(K * N), vc(M * N);
    for (int i = 0; i < M; i++)
        for (int k = 0; k < K; k++)
            va[i * K + k] = (float)((i * 7 + k * 3) % 10 - 4);
    for (int k = 0; k < K; k++)
        for (int j = 0; j < N; j++)
            vb[k * N + j] = (float)((k * 5 + j * 11) % 9 - 3);
    sgemm(va, vb, vc, M, N, K);

    // Check 1024 pseudo-random elements (all of them at small sizes) against dot products.
    int checks = M * N < 1024 ? M * N : 1024;
    unsigned seed = 12345u;
    for (int t = 0; t < checks; t++)
    {
        int r, col;
        if (checks == M * N)
        {
            r = t / N;
            col = t % N;
        }
        else
        {
            seed = seed * 1103515245u + 12345u;
            r = (int)((seed >> 8) % (unsigned)M);
            seed = seed * 1103515245u + 12345u;
            col = (int)((seed >> 8) % (unsigned)N);
        }
        float expected = 0;
        for (int k = 0; k < K; k++)
            expected += va[r * K + k] * vb[k * N + col];
        if (vc[r * N + col] != expected)
        {
            std::cout << "C(" << r << "," << col << ") is " << vc[r * N + col] << ", expected " << expected << "\n";
            return 1;
        }
    }
    std::cout << "multiplied " << M << "x" << K << " by " << K << "x" << N << "\n";
    return 0;
}
