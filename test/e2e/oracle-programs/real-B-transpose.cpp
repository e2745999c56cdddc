// Matrix transpose in the style of the C++ AMP samples: a simple kernel, a tiled kernel through
// tile_static memory (with a padded tile to avoid bank conflicts), array_view::section for a
// sub-matrix, and view_as to see a flat buffer as a matrix. Verified element by element.
#include <amp.h>
#include <iostream>
#include <vector>
#include <numeric>
#include <cassert>

using namespace concurrency;

static const int TILE = 16;

extent<2> transpose(const extent<2>& e) { return extent<2>(e[1], e[0]); }

template <typename value_type>
void transpose_simple(const array_view<const value_type, 2>& data, const array_view<value_type, 2>& data_t)
{
    assert(data.extent == transpose(data_t.extent));
    data_t.discard_data();
    parallel_for_each(data.extent, [=](index<2> idx) restrict(amp)
    {
        data_t(idx[1], idx[0]) = data[idx];
    });
}

template <typename value_type, int tile_size>
void transpose_tiled(const array_view<const value_type, 2>& data, const array_view<value_type, 2>& data_t)
{
    data_t.discard_data();
    extent<2> e = data.extent;
    parallel_for_each(e.tile<tile_size, tile_size>(), [=](tiled_index<tile_size, tile_size> tidx) restrict(amp)
    {
        // One extra column keeps the reads of a column from hitting one bank.
        tile_static value_type t1[tile_size][tile_size + 1];
        t1[tidx.local[1]][tidx.local[0]] = data[tidx.global];
        tidx.barrier.wait();
        index<2> idxdst(tidx.tile_origin[1] + tidx.local[0], tidx.tile_origin[0] + tidx.local[1]);
        data_t[idxdst] = t1[tidx.local[0]][tidx.local[1]];
    });
}

template <typename value_type>
bool verify(const std::vector<value_type>& m, const std::vector<value_type>& mt, int rows, int cols)
{
    for (int i = 0; i < rows; ++i)
        for (int j = 0; j < cols; ++j)
            if (m[i * cols + j] != mt[j * rows + i])
            {
                std::cout << "mismatch at (" << i << ", " << j << ")" << std::endl;
                return false;
            }
    return true;
}

int main()
{
    const int rows = 64, cols = 96;
    std::vector<int> m(rows * cols);
    std::iota(m.begin(), m.end(), 0);

    // view_as: the flat vector as a rows x cols matrix.
    array_view<const int, 1> flat(rows * cols, m);
    array_view<const int, 2> matrix = flat.view_as(extent<2>(rows, cols));

    std::vector<int> mt1(rows * cols), mt2(rows * cols);
    array_view<int, 2> out1(cols, rows, mt1), out2(cols, rows, mt2);
    transpose_simple(matrix, out1);
    transpose_tiled<int, TILE>(matrix, out2);
    out1.synchronize();
    out2.synchronize();
    std::cout << "simple: " << (verify(m, mt1, rows, cols) ? "PASSED" : "FAILED") << std::endl;
    std::cout << "tiled:  " << (verify(m, mt2, rows, cols) ? "PASSED" : "FAILED") << std::endl;

    // A section: transpose the 32 x 48 block at (16, 32) into its own matrix.
    array_view<const int, 2> block = matrix.section(index<2>(16, 32), extent<2>(32, 48));
    std::vector<int> bt(48 * 32);
    array_view<int, 2> block_t(48, 32, bt);
    transpose_tiled<int, TILE>(block, block_t);
    block_t.synchronize();
    bool ok = true;
    for (int i = 0; i < 32 && ok; ++i)
        for (int j = 0; j < 48 && ok; ++j)
            ok = bt[j * 32 + i] == m[(16 + i) * cols + 32 + j];
    std::cout << "section: " << (ok ? "PASSED" : "FAILED") << ", corner " << block_t(0, 0) << " " << block_t(47, 31) << std::endl;

    // float, and a non-square tile multiple
    std::vector<float> f(32 * 16);
    for (size_t i = 0; i < f.size(); ++i) f[i] = float(i) * 0.5f;
    std::vector<float> ft(f.size());
    array_view<const float, 2> fv(32, 16, f);
    array_view<float, 2> ftv(16, 32, ft);
    transpose_tiled<float, 16>(fv, ftv);
    ftv.synchronize();
    std::cout << "float: " << (verify(f, ft, 32, 16) ? "PASSED" : "FAILED") << ", ft(3, 5) = " << ft[3 * 32 + 5] << std::endl;
    long long checksum = std::accumulate(mt2.begin(), mt2.end(), 0LL);
    std::cout << "checksum " << checksum << std::endl;
    return 0;
}
