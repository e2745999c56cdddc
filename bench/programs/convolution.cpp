// 2-D convolution of a large image with a 5x5 filter (zero outside the
// image): one thread per output pixel, the filter a captured array_view.
// Image and filter hold small integers, so every sum is exact.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

#ifndef ROWS
#define ROWS 4096
#endif
#ifndef COLS
#define COLS 4096
#endif

static const int RADIUS = 2;
static const int WIDTH = 2 * RADIUS + 1;

void convolve(const std::vector<float>& pixels, const std::vector<float>& weights, std::vector<float>& output,
              int rows, int cols)
{
    array_view<const float, 2> image(rows, cols, pixels);
    array_view<const float, 2> filter(WIDTH, WIDTH, weights);
    array_view<float, 2> result(rows, cols, output);
    result.discard_data();
    parallel_for_each(result.extent, [=](index<2> idx) restrict(amp)
    {
        float sum = 0;
        for (int dy = -RADIUS; dy <= RADIUS; dy++)
        {
            for (int dx = -RADIUS; dx <= RADIUS; dx++)
            {
                int y = idx[0] + dy;
                int x = idx[1] + dx;
                if (y >= 0 && y < rows && x >= 0 && x < cols)
                    sum += image(y, x) * filter(dy + RADIUS, dx + RADIUS);
            }
        }
        result[idx] = sum;
    });
    result.synchronize();
}

int main()
{
    const int rows = ROWS, cols = COLS;
    std::vector<float> pixels(rows * cols), weights(WIDTH * WIDTH), output(rows * cols);
    for (int i = 0; i < rows * cols; i++)
        pixels[i] = (float)((i * 13) % 17 - 8);
    for (int i = 0; i < WIDTH * WIDTH; i++)
        weights[i] = (float)(i % 5 - 2);
    convolve(pixels, weights, output, rows, cols);

    for (int r = 0; r < rows; r++)
        for (int c = 0; c < cols; c++)
        {
            float expected = 0;
            for (int dy = -RADIUS; dy <= RADIUS; dy++)
                for (int dx = -RADIUS; dx <= RADIUS; dx++)
                {
                    int y = r + dy, x = c + dx;
                    if (y >= 0 && y < rows && x >= 0 && x < cols)
                        expected += pixels[y * cols + x] * weights[(dy + RADIUS) * WIDTH + dx + RADIUS];
                }
            if (output[r * cols + c] != expected)
            {
                std::cout << "result(" << r << "," << c << ") is " << output[r * cols + c] << ", expected " << expected << "\n";
                return 1;
            }
        }
    std::cout << "convolved " << rows << "x" << cols << "\n";
    return 0;
}
