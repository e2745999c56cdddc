// Image filters in the style of the C++ AMP book's image-processing chapter: a pixel is a
// struct of unsigned int channels, kernels read the source through array_view<const T, 2>,
// a tiled box blur stages its tile plus a one-pixel halo in tile_static memory, neighbours
// are addressed with index<2> arithmetic (idx + index<2>(1, 0)), out-of-image reads are
// clamped with restrict(amp) helpers and guarded with extent::contains. Everything is integer
// arithmetic, so the accelerator and the CPU agree exactly.
#include <amp.h>
#include <iostream>
#include <vector>
#include <cstdio>

using namespace concurrency;

#define TILE 8
#define HALO 1

struct RgbPixel
{
    unsigned int r;
    unsigned int g;
    unsigned int b;
};

inline int clamp_int(int v, int lo, int hi) restrict(amp, cpu)
{
    return v < lo ? lo : (v > hi ? hi : v);
}

inline index<2> clamp_index(const index<2>& idx, const extent<2>& ext) restrict(amp, cpu)
{
    return index<2>(clamp_int(idx[0], 0, ext[0] - 1), clamp_int(idx[1], 0, ext[1] - 1));
}

inline unsigned int luminance(const RgbPixel& p) restrict(amp, cpu)
{
    return (p.r * 299u + p.g * 587u + p.b * 114u) / 1000u;
}

// Simple (untiled) filters -----------------------------------------------------------------

void grayscale(array_view<const RgbPixel, 2> src, array_view<RgbPixel, 2> dst)
{
    dst.discard_data();
    parallel_for_each(dst.extent, [=](index<2> idx) restrict(amp)
    {
        RgbPixel p = src[idx];
        unsigned int y = luminance(p);
        RgbPixel out;
        out.r = y; out.g = y; out.b = y;
        dst[idx] = out;
    });
}

// Sobel-ish edge magnitude on the luminance, using index<2> offsets and clamped reads
void edges(array_view<const RgbPixel, 2> src, array_view<unsigned int, 2> dst)
{
    dst.discard_data();
    const index<2> down(1, 0), right(0, 1);
    parallel_for_each(dst.extent, [=](index<2> idx) restrict(amp)
    {
        const extent<2> ext = src.extent;
        int gy = int(luminance(src[clamp_index(idx + down, ext)])) - int(luminance(src[clamp_index(idx - down, ext)]));
        int gx = int(luminance(src[clamp_index(idx + right, ext)])) - int(luminance(src[clamp_index(idx - right, ext)]));
        dst[idx] = unsigned(gx < 0 ? -gx : gx) + unsigned(gy < 0 ? -gy : gy);
    });
}

// Tiled 3x3 box blur with a halo ------------------------------------------------------------

void box_blur_tiled(array_view<const RgbPixel, 2> src, array_view<RgbPixel, 2> dst)
{
    dst.discard_data();
    parallel_for_each(dst.extent.tile<TILE, TILE>(), [=](tiled_index<TILE, TILE> tidx) restrict(amp)
    {
        tile_static RgbPixel cache[TILE + 2 * HALO][TILE + 2 * HALO];
        const extent<2> ext = src.extent;
        const index<2> origin = tidx.tile_origin - index<2>(HALO, HALO);

        // The (TILE+2)^2 cache is loaded by the TILE^2 threads in strides
        const int local_linear = tidx.local[0] * TILE + tidx.local[1];
        for (int i = local_linear; i < (TILE + 2 * HALO) * (TILE + 2 * HALO); i += TILE * TILE)
        {
            index<2> cache_idx(i / (TILE + 2 * HALO), i % (TILE + 2 * HALO));
            cache[cache_idx[0]][cache_idx[1]] = src[clamp_index(origin + cache_idx, ext)];
        }
        tidx.barrier.wait();

        unsigned int r = 0, g = 0, b = 0;
        for (int dy = 0; dy <= 2 * HALO; ++dy)
            for (int dx = 0; dx <= 2 * HALO; ++dx)
            {
                const RgbPixel& p = cache[tidx.local[0] + dy][tidx.local[1] + dx];
                r += p.r; g += p.g; b += p.b;
            }
        RgbPixel out;
        out.r = r / 9u; out.g = g / 9u; out.b = b / 9u;
        if (ext.contains(tidx.global))
            dst[tidx.global] = out;
    });
}

// CPU references -------------------------------------------------------------------------------

std::vector<RgbPixel> box_blur_cpu(const std::vector<RgbPixel>& img, int h, int w)
{
    std::vector<RgbPixel> out(img.size());
    extent<2> ext(h, w);
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x)
        {
            unsigned int r = 0, g = 0, b = 0;
            for (int dy = -1; dy <= 1; ++dy)
                for (int dx = -1; dx <= 1; ++dx)
                {
                    index<2> q = clamp_index(index<2>(y + dy, x + dx), ext);
                    const RgbPixel& p = img[q[0] * w + q[1]];
                    r += p.r; g += p.g; b += p.b;
                }
            RgbPixel o = { r / 9u, g / 9u, b / 9u };
            out[y * w + x] = o;
        }
    return out;
}

bool same(const RgbPixel& a, const RgbPixel& b) { return a.r == b.r && a.g == b.g && a.b == b.b; }

int main()
{
    const int H = 48, W = 64;
    std::vector<RgbPixel> image(H * W);
    for (int y = 0; y < H; ++y)
        for (int x = 0; x < W; ++x)
        {
            RgbPixel& p = image[y * W + x];
            p.r = (x * 4) & 0xFF;
            p.g = (y * 5) & 0xFF;
            p.b = ((x ^ y) * 3) & 0xFF;
            if ((x / 16 + y / 16) % 2 == 0) p.r = 255 - p.r;
        }

    array_view<const RgbPixel, 2> src(H, W, image);

    std::vector<RgbPixel> gray(H * W);
    grayscale(src, array_view<RgbPixel, 2>(H, W, gray));

    std::vector<unsigned int> edge(H * W);
    array_view<unsigned int, 2> edge_view(H, W, edge);
    edges(src, edge_view);
    edge_view.synchronize();

    std::vector<RgbPixel> blurred(H * W);
    array_view<RgbPixel, 2> blurred_view(H, W, blurred);
    box_blur_tiled(src, blurred_view);
    blurred_view.synchronize();

    // Check against the CPU
    int gray_bad = 0, edge_bad = 0, blur_bad = 0;
    std::vector<RgbPixel> blur_ref = box_blur_cpu(image, H, W);
    unsigned long long edge_sum = 0;
    for (int y = 0; y < H; ++y)
        for (int x = 0; x < W; ++x)
        {
            const int i = y * W + x;
            unsigned int l = luminance(image[i]);
            if (gray[i].r != l || gray[i].g != l || gray[i].b != l) ++gray_bad;
            extent<2> ext(H, W);
            index<2> idx(y, x);
            int gy = int(luminance(image[clamp_index(idx + index<2>(1, 0), ext)[0] * W + x])) - int(luminance(image[clamp_index(idx - index<2>(1, 0), ext)[0] * W + x]));
            int gx = int(luminance(image[y * W + clamp_index(idx + index<2>(0, 1), ext)[1]])) - int(luminance(image[y * W + clamp_index(idx - index<2>(0, 1), ext)[1]]));
            if (edge[i] != unsigned(std::abs(gx) + std::abs(gy))) ++edge_bad;
            if (!same(blurred[i], blur_ref[i])) ++blur_bad;
            edge_sum += edge[i];
        }
    printf("grayscale: %s\n", gray_bad == 0 ? "PASSED" : "FAILED");
    printf("edges:     %s (sum %llu)\n", edge_bad == 0 ? "PASSED" : "FAILED", edge_sum);
    printf("box blur:  %s\n", blur_bad == 0 ? "PASSED" : "FAILED");
    const RgbPixel& c = blurred[(H / 2) * W + W / 2];
    std::cout << "blurred centre = (" << c.r << ", " << c.g << ", " << c.b << ")" << std::endl;
    std::cout << "contains(47, 63): " << extent<2>(H, W).contains(index<2>(47, 63))
              << ", contains(48, 0): " << extent<2>(H, W).contains(index<2>(48, 0)) << std::endl;
    return (gray_bad + edge_bad + blur_bad) == 0 ? 0 : 1;
}
