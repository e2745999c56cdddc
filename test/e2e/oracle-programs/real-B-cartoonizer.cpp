// A "cartoonizer"-like image filter in the style of the C++ AMP Cartoonizer sample, without
// DirectX: pixels are unsigned int RGBA packed with shifts, a bilateral-ish smoothing pass
// and an edge pass run as kernels, a small timer class measures each phase (the times are not
// printed: they vary), and the result is compared with the same filter run on the CPU.
#include <amp.h>
#include <chrono>
#include <iostream>
#include <iomanip>
#include <vector>
#include <string>
#include <cstdio>
#include <cstdlib>

using namespace concurrency;

class timer
{
public:
    typedef std::chrono::high_resolution_clock clock;
    timer() : start_(clock::now()) {}
    void restart() { start_ = clock::now(); }
    double elapsed_ms() const
    {
        return std::chrono::duration<double, std::milli>(clock::now() - start_).count();
    }
private:
    clock::time_point start_;
};

typedef unsigned int pixel;

inline unsigned int red(pixel p) restrict(amp, cpu)   { return p & 0xFF; }
inline unsigned int green(pixel p) restrict(amp, cpu) { return (p >> 8) & 0xFF; }
inline unsigned int blue(pixel p) restrict(amp, cpu)  { return (p >> 16) & 0xFF; }
inline unsigned int alpha(pixel p) restrict(amp, cpu) { return p >> 24; }
inline pixel pack(unsigned int r, unsigned int g, unsigned int b, unsigned int a = 255) restrict(amp, cpu)
{
    return (a << 24) | ((b & 0xFF) << 16) | ((g & 0xFF) << 8) | (r & 0xFF);
}

inline int absdiff(unsigned int a, unsigned int b) restrict(amp, cpu)
{
    return a > b ? int(a - b) : int(b - a);
}

// Averages the neighbours whose colour is close to the centre's: flat regions get flatter and
// edges stay (integer arithmetic only, so the GPU and the CPU agree exactly).
inline pixel smooth_at(const array_view<const pixel, 2>& src, int y, int x, int threshold) restrict(amp, cpu)
{
    const int h = src.extent[0], w = src.extent[1];
    pixel c = src(y, x);
    unsigned int sr = 0, sg = 0, sb = 0, n = 0;
    for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx)
        {
            int yy = y + dy, xx = x + dx;
            if (yy < 0 || yy >= h || xx < 0 || xx >= w) continue;
            pixel q = src(yy, xx);
            int d = absdiff(red(q), red(c)) + absdiff(green(q), green(c)) + absdiff(blue(q), blue(c));
            if (d <= threshold)
            {
                sr += red(q); sg += green(q); sb += blue(q); ++n;
            }
        }
    return pack(sr / n, sg / n, sb / n, alpha(c));
}

inline pixel edge_at(const array_view<const pixel, 2>& src, int y, int x, int edge_threshold) restrict(amp, cpu)
{
    const int h = src.extent[0], w = src.extent[1];
    pixel c = src(y, x);
    unsigned int luma = (red(c) * 77 + green(c) * 150 + blue(c) * 29) >> 8;
    int gx = 0, gy = 0;
    if (x > 0 && x < w - 1)
    {
        pixel l = src(y, x - 1), r = src(y, x + 1);
        gx = int((red(r) * 77 + green(r) * 150 + blue(r) * 29) >> 8) - int((red(l) * 77 + green(l) * 150 + blue(l) * 29) >> 8);
    }
    if (y > 0 && y < h - 1)
    {
        pixel u = src(y - 1, x), d = src(y + 1, x);
        gy = int((red(d) * 77 + green(d) * 150 + blue(d) * 29) >> 8) - int((red(u) * 77 + green(u) * 150 + blue(u) * 29) >> 8);
    }
    bool edge = gx * gx + gy * gy > edge_threshold * edge_threshold;
    // Posterize to 4 levels a channel, black on edges.
    unsigned int level = edge ? 0u : (luma & 0xC0) + 0x20;
    return edge ? pack(0, 0, 0) : pack((red(c) & 0xC0) | 0x20, (green(c) & 0xC0) | 0x20, (blue(c) & 0xC0) | 0x20, 255 - (level >> 4));
}

class cartoonizer
{
public:
    cartoonizer(int width, int height) : w(width), h(height), image(width * height), result(width * height)
    {
        // A synthetic picture: colour gradients, two discs, and noise.
        srand(12345);
        for (int y = 0; y < h; ++y)
            for (int x = 0; x < w; ++x)
            {
                unsigned int r = (x * 255) / w, g = (y * 255) / h, b = 128;
                int dx = x - w / 3, dy = y - h / 2;
                if (dx * dx + dy * dy < (h / 4) * (h / 4)) { r = 230; g = 40; b = 40; }
                dx = x - (2 * w) / 3;
                if (dx * dx + dy * dy < (h / 5) * (h / 5)) { r = 30; g = 30; b = 220; }
                int noise = rand() % 9 - 4;
                image[y * w + x] = pack(clamp(int(r) + noise), clamp(int(g) + noise), clamp(int(b) + noise));
            }
    }

    void run_amp(int passes, int threshold, int edge_threshold)
    {
        array_view<pixel, 2> a(h, w, image), b(h, w, result);
        for (int i = 0; i < passes; ++i)
        {
            array_view<const pixel, 2> src = a;
            array_view<pixel, 2> dst = b;
            dst.discard_data();
            parallel_for_each(dst.extent, [=](index<2> idx) restrict(amp)
            {
                dst[idx] = smooth_at(src, idx[0], idx[1], threshold);
            });
            std::swap(a, b);
        }
        array_view<const pixel, 2> src = a;
        array_view<pixel, 2> dst = b;
        dst.discard_data();
        parallel_for_each(dst.extent, [=](index<2> idx) restrict(amp)
        {
            dst[idx] = edge_at(src, idx[0], idx[1], edge_threshold);
        });
        dst.synchronize();
        if (passes % 2 == 1) std::swap(image, result);   // the last pass wrote into `image`'s buffer
    }

    const std::vector<pixel>& output() const { return result; }
    const std::vector<pixel>& input() const { return image; }

private:
    static unsigned int clamp(int v) { return v < 0 ? 0 : (v > 255 ? 255 : unsigned(v)); }

    const int w, h;
    std::vector<pixel> image;
    std::vector<pixel> result;
};

std::vector<pixel> cartoonize_cpu(std::vector<pixel> img, int w, int h, int passes, int threshold, int edge_threshold)
{
    std::vector<pixel> tmp(img.size());
    for (int i = 0; i < passes; ++i)
    {
        array_view<const pixel, 2> src(h, w, img);
        for (int y = 0; y < h; ++y)
            for (int x = 0; x < w; ++x)
                tmp[y * w + x] = smooth_at(src, y, x, threshold);
        img.swap(tmp);
    }
    array_view<const pixel, 2> src(h, w, img);
    std::vector<pixel> out(img.size());
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x)
            out[y * w + x] = edge_at(src, y, x, edge_threshold);
    return out;
}

int main()
{
    const int W = 160, H = 120, PASSES = 3;
    cartoonizer c(W, H);
    std::vector<pixel> original = c.input();

    timer t;
    c.run_amp(PASSES, 40, 24);
    double amp_ms = t.elapsed_ms();
    t.restart();
    std::vector<pixel> expected = cartoonize_cpu(original, W, H, PASSES, 40, 24);
    double cpu_ms = t.elapsed_ms();

    int diff = 0, edges = 0;
    unsigned long long hash = 1469598103934665603ull;
    for (int i = 0; i < W * H; ++i)
    {
        pixel p = c.output()[i];
        if (p != expected[i]) ++diff;
        if ((p & 0x00FFFFFF) == 0) ++edges;
        hash = (hash ^ p) * 1099511628211ull;
    }
    printf("cartoonized %dx%d in %d smoothing passes: %s\n", W, H, PASSES, diff == 0 ? "PASSED" : "FAILED");
    printf("edge pixels: %d, hash %016llx\n", edges, hash);
    pixel centre = c.output()[(H / 2) * W + W / 3];
    printf("disc centre: r=%u g=%u b=%u a=%u\n", red(centre), green(centre), blue(centre), alpha(centre));
    std::cout << "timings measured: " << std::boolalpha << (amp_ms >= 0.0 && cpu_ms >= 0.0) << std::endl;
    return diff == 0 ? 0 : 1;
}
