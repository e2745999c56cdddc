//--------------------------------------------------------------------------------------
// File: MatrixMultiply.cpp
//
// Matrix multiplication in C++ AMP, as in the C++ AMP book and samples: a CPU version,
// a simple array_view version, an array<float, 2> version with explicit copies to and
// from the accelerator, and a tiled version staging tiles of A and B in tile_static
// memory. Inputs are small integers, so every product is exact and all four agree.
//--------------------------------------------------------------------------------------
#include <amp.h>
#include <iostream>
#include <iomanip>
#include <vector>
#include <cstdlib>
#include <cassert>

using namespace concurrency;

static const int TILE_SIZE = 16;

template <typename T>
class matrix
{
public:
    typedef T value_type;

    matrix(int rows, int cols) : m_rows(rows), m_cols(cols), m_data(rows * cols) {}

    int rows() const { return m_rows; }
    int cols() const { return m_cols; }
    T& operator()(int r, int c) { return m_data[r * m_cols + c]; }
    const T& operator()(int r, int c) const { return m_data[r * m_cols + c]; }
    std::vector<T>& data() { return m_data; }
    const std::vector<T>& data() const { return m_data; }

    void fill_random(int max_value = 10)
    {
        for (size_t i = 0; i < m_data.size(); i++)
            m_data[i] = static_cast<T>(rand() % max_value);
    }

    double checksum() const
    {
        double sum = 0;
        for (int r = 0; r < m_rows; r++)
            for (int c = 0; c < m_cols; c++)
                sum += (r % 7 + 1) * m_data[r * m_cols + c];
        return sum;
    }

private:
    int m_rows;
    int m_cols;
    std::vector<T> m_data;
};

void mxm_cpu(matrix<float>& c, const matrix<float>& a, const matrix<float>& b)
{
    for (int row = 0; row < a.rows(); row++)
    {
        for (int col = 0; col < b.cols(); col++)
        {
            float sum = 0.0f;
            for (int i = 0; i < a.cols(); i++)
                sum += a(row, i) * b(i, col);
            c(row, col) = sum;
        }
    }
}

void mxm_amp_simple(matrix<float>& mc, const matrix<float>& ma, const matrix<float>& mb)
{
    const int M = ma.rows(), W = ma.cols(), N = mb.cols();
    array_view<const float, 2> a(M, W, ma.data());
    array_view<const float, 2> b(W, N, mb.data());
    array_view<float, 2> c(M, N, mc.data());
    c.discard_data();

    parallel_for_each(c.extent, [=](index<2> idx) restrict(amp)
    {
        int row = idx[0];
        int col = idx[1];
        float sum = 0.0f;
        for (int i = 0; i < W; i++)
            sum += a(row, i) * b(i, col);
        c[idx] = sum;
    });
    c.synchronize();
}

void mxm_amp_array(matrix<float>& mc, const matrix<float>& ma, const matrix<float>& mb)
{
    const int M = ma.rows(), W = ma.cols(), N = mb.cols();
    accelerator_view av = accelerator().get_default_view();

    // Explicit copies: arrays live on the accelerator.
    array<float, 2> a(M, W, av);
    array<float, 2> b(W, N, ma.data().begin(), av); // overwritten below
    array<float, 2> c(extent<2>(M, N), av);
    copy(ma.data().begin(), ma.data().end(), a);
    copy(mb.data().begin(), mb.data().end(), b);

    parallel_for_each(av, c.extent, [=, &a, &b, &c](index<2> idx) restrict(amp)
    {
        float sum = 0.0f;
        for (int i = 0; i < a.extent[1]; i++)
            sum += a(idx[0], i) * b(i, idx[1]);
        c[idx] = sum;
    });

    copy(c, mc.data().begin());
}

template <int TS>
void mxm_amp_tiled(matrix<float>& mc, const matrix<float>& ma, const matrix<float>& mb)
{
    const int M = ma.rows(), W = ma.cols(), N = mb.cols();
    assert(M % TS == 0 && W % TS == 0 && N % TS == 0);

    array<float, 2> a(M, W, ma.data().begin());
    array<float, 2> b(W, N, mb.data().begin());
    array<float, 2> c(M, N);

    parallel_for_each(c.extent.template tile<TS, TS>(), [=, &a, &b, &c](tiled_index<TS, TS> t_idx) restrict(amp)
    {
        int row = t_idx.local[0];
        int col = t_idx.local[1];
        float sum = 0.0f;
        for (int i = 0; i < W; i += TS)
        {
            tile_static float sA[TS][TS];
            tile_static float sB[TS][TS];
            sA[row][col] = a(t_idx.global[0], col + i);
            sB[row][col] = b(row + i, t_idx.global[1]);
            t_idx.barrier.wait();

            for (int k = 0; k < TS; k++)
                sum += sA[row][k] * sB[k][col];
            t_idx.barrier.wait();
        }
        c[t_idx.global] = sum;
    });

    std::vector<float> result = c;
    mc.data() = result;
}

bool verify(const matrix<float>& expected, const matrix<float>& actual, const char* name)
{
    for (int r = 0; r < expected.rows(); r++)
        for (int col = 0; col < expected.cols(); col++)
            if (expected(r, col) != actual(r, col))
            {
                std::cout << name << ": mismatch at (" << r << ", " << col << "): " << actual(r, col)
                          << " instead of " << expected(r, col) << std::endl;
                return false;
            }
    std::cout << std::left << std::setw(16) << name << "PASSED, checksum " << std::fixed << std::setprecision(0)
              << actual.checksum() << std::endl;
    return true;
}

int main()
{
    srand(2011);
    const int M = 96, W = 64, N = 80;
    matrix<float> a(M, W), b(W, N);
    a.fill_random();
    b.fill_random();

    std::cout << "C(" << M << "x" << N << ") = A(" << M << "x" << W << ") * B(" << W << "x" << N << ")" << std::endl;

    matrix<float> c_cpu(M, N), c_simple(M, N), c_array(M, N), c_tiled(M, N);
    mxm_cpu(c_cpu, a, b);
    mxm_amp_simple(c_simple, a, b);
    mxm_amp_array(c_array, a, b);
    mxm_amp_tiled<TILE_SIZE>(c_tiled, a, b);

    bool ok = verify(c_cpu, c_cpu, "cpu");
    ok = verify(c_cpu, c_simple, "amp simple") && ok;
    ok = verify(c_cpu, c_array, "amp array") && ok;
    ok = verify(c_cpu, c_tiled, "amp tiled") && ok;
    std::cout << "c(0,0) = " << c_tiled(0, 0) << ", c(" << M - 1 << "," << N - 1 << ") = " << c_tiled(M - 1, N - 1) << std::endl;
    return ok ? 0 : 1;
}
