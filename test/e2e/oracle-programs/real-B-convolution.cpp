// Separable convolution in the style of the C++ AMP samples: a row pass and a column pass,
// each tiled, loading the tile and its apron (the radius of pixels on each side) into
// tile_static memory. The radius is a `static const int` of a template class, and the filter
// weights are integers so that every result is exact on the GPU and the CPU.
#include <amp.h>
#include <iostream>
#include <vector>
#include <cstdlib>
#include <cassert>

using namespace concurrency;

template <int radius_, int tile_size_>
struct convolution_traits
{
    static const int radius = radius_;
    static const int tile_size = tile_size_;
    static const int apron_size = tile_size + 2 * radius;
    static const int width = 2 * radius + 1;
};

typedef convolution_traits<3, 64> traits;

// Clamp to the edge of the image, as the sample does.
inline int clamp_index(int i, int n) restrict(amp, cpu)
{
    return i < 0 ? 0 : (i >= n ? n - 1 : i);
}

template <typename Traits>
void convolution_rows(const array_view<const int, 2>& img, const array_view<int, 2>& result,
                      const array_view<const int, 1>& filter)
{
    static const int R = Traits::radius;
    static const int TS = Traits::tile_size;
    const int cols = img.extent[1];
    result.discard_data();
    parallel_for_each(img.extent.tile<1, TS>(), [=](tiled_index<1, TS> tidx) restrict(amp)
    {
        tile_static int row[Traits::apron_size];
        int r = tidx.global[0];
        int c = tidx.global[1];
        int l = tidx.local[1];
        row[l + R] = img(r, c);
        if (l < R)
        {
            row[l] = img(r, clamp_index(c - R, cols));
            row[l + TS + R] = img(r, clamp_index(c + TS, cols));
        }
        tidx.barrier.wait();
        int sum = 0;
        for (int k = -R; k <= R; ++k)
            sum += filter[k + R] * row[l + R + k];
        result[tidx.global] = sum;
    });
}

template <typename Traits>
void convolution_cols(const array_view<const int, 2>& img, const array_view<int, 2>& result,
                      const array_view<const int, 1>& filter)
{
    static const int R = Traits::radius;
    static const int TS = Traits::tile_size;
    const int rows = img.extent[0];
    result.discard_data();
    parallel_for_each(img.extent.tile<TS, 1>(), [=](tiled_index<TS, 1> tidx) restrict(amp)
    {
        tile_static int col[Traits::apron_size];
        int r = tidx.global[0];
        int c = tidx.global[1];
        int l = tidx.local[0];
        col[l + R] = img(r, c);
        if (l < R)
        {
            col[l] = img(clamp_index(r - R, rows), c);
            col[l + TS + R] = img(clamp_index(r + TS, rows), c);
        }
        tidx.barrier.wait();
        int sum = 0;
        for (int k = -R; k <= R; ++k)
            sum += filter[k + R] * col[l + R + k];
        result[tidx.global] = sum;
    });
}

void convolution_cpu(const std::vector<int>& img, std::vector<int>& out, const std::vector<int>& filter,
                     int rows, int cols, int radius)
{
    std::vector<int> tmp(img.size());
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
        {
            int sum = 0;
            for (int k = -radius; k <= radius; ++k)
                sum += filter[k + radius] * img[r * cols + clamp_index(c + k, cols)];
            tmp[r * cols + c] = sum;
        }
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
        {
            int sum = 0;
            for (int k = -radius; k <= radius; ++k)
                sum += filter[k + radius] * tmp[clamp_index(r + k, rows) * cols + c];
            out[r * cols + c] = sum;
        }
}

int main()
{
    const int rows = 128, cols = 192;
    static_assert(traits::width == 7, "a 7-tap filter");
    std::vector<int> filter = { 1, 6, 15, 20, 15, 6, 1 };   // binomial: sums to 64
    srand(7);
    std::vector<int> img(rows * cols);
    for (int& p : img) p = rand() % 256;

    std::vector<int> tmp(rows * cols), out(rows * cols), ref(rows * cols);
    {
        array_view<const int, 2> a_img(rows, cols, img);
        array_view<int, 2> a_tmp(rows, cols, tmp);
        array_view<int, 2> a_out(rows, cols, out);
        array_view<const int, 1> a_filter(traits::width, filter);
        convolution_rows<traits>(a_img, a_tmp, a_filter);
        convolution_cols<traits>(a_tmp, a_out, a_filter);
        a_out.synchronize();
    }
    convolution_cpu(img, ref, filter, rows, cols, traits::radius);

    int errors = 0;
    long long checksum = 0;
    for (int i = 0; i < rows * cols; ++i)
    {
        if (out[i] != ref[i]) ++errors;
        checksum += out[i] / 4096;   // the filter's weight squared: back to the pixel range
    }
    std::cout << "Separable convolution, radius " << traits::radius << ", tile " << traits::tile_size
              << ", apron " << traits::apron_size << std::endl;
    std::cout << (errors == 0 ? "PASSED" : "FAILED") << " (" << errors << " errors)" << std::endl;
    std::cout << "checksum " << checksum << ", out(0,0) " << out[0] / 4096 << ", out(64,96) " << out[64 * cols + 96] / 4096 << std::endl;
    assert(errors == 0);
    return errors == 0 ? 0 : 1;
}
