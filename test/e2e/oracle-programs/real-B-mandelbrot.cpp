// Mandelbrot set in the style of the C++ AMP samples: a `complex` struct with
// restrict(amp, cpu) operators, int iteration counts, and a checksum verified on the CPU.
#include <amp.h>
#include <iostream>
#include <vector>
#include <cstdio>
#include <cassert>

using namespace concurrency;

#define WIDTH 256
#define HEIGHT 192
#define MAX_ITER 256

struct complex
{
    float re;
    float im;

    complex(float r = 0.0f, float i = 0.0f) restrict(amp, cpu) : re(r), im(i) {}

    complex operator+(const complex& other) const restrict(amp, cpu)
    {
        return complex(re + other.re, im + other.im);
    }
    complex operator*(const complex& other) const restrict(amp, cpu)
    {
        return complex(re * other.re - im * other.im, re * other.im + im * other.re);
    }
    float norm2() const restrict(amp, cpu) { return re * re + im * im; }
};

typedef std::vector<int> iteration_map;

struct view_window
{
    float x0, y0, dx, dy;
};

inline int mandel_point(const complex& c, int max_iter) restrict(amp, cpu)
{
    complex z;
    int n = 0;
    while (n < max_iter && z.norm2() <= 4.0f)
    {
        z = z * z + c;
        ++n;
    }
    return n;
}

void mandelbrot_amp(iteration_map& out, const view_window& w, int max_iter = MAX_ITER)
{
    array_view<int, 2> counts(HEIGHT, WIDTH, out);
    counts.discard_data();
    const view_window win = w;
    parallel_for_each(counts.extent, [=](index<2> idx) restrict(amp)
    {
        complex c(win.x0 + idx[1] * win.dx, win.y0 + idx[0] * win.dy);
        counts[idx] = mandel_point(c, max_iter);
    });
    counts.synchronize();
}

void mandelbrot_cpu(iteration_map& out, const view_window& w, int max_iter = MAX_ITER)
{
    for (int y = 0; y < HEIGHT; ++y)
        for (int x = 0; x < WIDTH; ++x)
        {
            complex c(w.x0 + x * w.dx, w.y0 + y * w.dy);
            out[y * WIDTH + x] = mandel_point(c, max_iter);
        }
}

bool verify(const iteration_map& gpu, const iteration_map& cpu, int& differing)
{
    differing = 0;
    for (size_t i = 0; i < gpu.size(); ++i)
    {
        // Near the set's edge the iteration is chaotic: a fused multiply-add on the GPU can
        // change a point's count, so a few points may differ, as in the original sample.
        if (gpu[i] != cpu[i]) ++differing;
        if (gpu[i] < 1 || gpu[i] > MAX_ITER) return false;
    }
    return differing * 100 <= (int)gpu.size();
}

static void print_ascii(const iteration_map& m, int step_x, int step_y)
{
    const char shades[] = " .:-=+*#%@";
    for (int y = 0; y < HEIGHT; y += step_y)
    {
        for (int x = 0; x < WIDTH; x += step_x)
        {
            int n = m[y * WIDTH + x];
            int s = n >= MAX_ITER ? 9 : (n * 9) / MAX_ITER;
            putchar(shades[s]);
        }
        putchar('\n');
    }
}

int main()
{
    // A coarse grid: dx and dy are exact binary fractions, so every c is exact in float.
    view_window w = { -2.0f, -1.125f, 2.5f / 256, 2.25f / 192 };
    w.dx = 0.009765625f;   // 2.5 / 256
    w.dy = 0.01171875f;    // 2.25 / 192

    iteration_map gpu(WIDTH * HEIGHT), cpu(WIDTH * HEIGHT);
    mandelbrot_amp(gpu, w);
    mandelbrot_cpu(cpu, w);

    int differing = 0;
    bool ok = verify(gpu, cpu, differing);
    printf("Mandelbrot %dx%d, max %d iterations: %s\n", WIDTH, HEIGHT, MAX_ITER, ok ? "PASSED" : "FAILED");

    long long inside = 0;
    for (int n : cpu) if (n == MAX_ITER) ++inside;
    printf("points inside the set (CPU): %lld\n", inside);
    print_ascii(cpu, 8, 12);

    iteration_map small(WIDTH * HEIGHT), small_cpu(WIDTH * HEIGHT);
    mandelbrot_amp(small, w, 16);
    mandelbrot_cpu(small_cpu, w, 16);
    int hist[17] = {0};
    for (int n : small_cpu) hist[n]++;
    assert(hist[0] == 0);
    int small_differing = 0;
    bool small_ok = verify(small, small_cpu, small_differing);
    printf("with 16 iterations (%s), escaped at 1: %d, never escaped: %d\n",
           small_ok ? "PASSED" : "FAILED", hist[1], hist[16]);
    return ok && small_ok ? 0 : 1;
}
