// A 2-D heat-diffusion stencil that ping-pongs between two concurrency::array<float, 2> on the
// accelerator, as the C++ AMP stencil samples do: each step reads one array and writes the
// other, the two swapped with std::swap between steps; the data stays on the accelerator until
// the end, when copy() brings the result back. A tiled step stages its tile plus a one-cell halo
// in tile_static memory; both versions must agree with each other and with the CPU.
#include <amp.h>
#include <algorithm>
#include <cmath>
#include <iostream>
#include <utility>
#include <vector>

using namespace concurrency;

static const int size = 64;
static const int tile = 16;
static const float alpha = 0.2f;

void step_simple(const array<float, 2>& from, array<float, 2>& to) {
  parallel_for_each(to.extent, [=, &from, &to](index<2> idx) restrict(amp) {
    int y = idx[0], x = idx[1];
    if (y == 0 || x == 0 || y == size - 1 || x == size - 1) {
      to[idx] = from[idx];
      return;
    }
    float centre = from(y, x);
    float around = from(y - 1, x) + from(y + 1, x) + from(y, x - 1) + from(y, x + 1);
    to[idx] = centre + alpha * (around - 4.0f * centre);
  });
}

void step_tiled(const array<float, 2>& from, array<float, 2>& to) {
  parallel_for_each(to.extent.tile<tile, tile>(), [=, &from, &to](tiled_index<tile, tile> t) restrict(amp) {
    tile_static float cells[tile + 2][tile + 2];
    int ly = t.local[0] + 1, lx = t.local[1] + 1;
    int y = t.global[0], x = t.global[1];
    cells[ly][lx] = from(y, x);
    // The halo: edge threads load the neighbouring tile's cells (clamped at the border).
    if (t.local[0] == 0) cells[0][lx] = from(y > 0 ? y - 1 : y, x);
    if (t.local[0] == tile - 1) cells[tile + 1][lx] = from(y < size - 1 ? y + 1 : y, x);
    if (t.local[1] == 0) cells[ly][0] = from(y, x > 0 ? x - 1 : x);
    if (t.local[1] == tile - 1) cells[ly][tile + 1] = from(y, x < size - 1 ? x + 1 : x);
    t.barrier.wait();
    if (y == 0 || x == 0 || y == size - 1 || x == size - 1) {
      to[t.global] = cells[ly][lx];
    } else {
      float centre = cells[ly][lx];
      float around = cells[ly - 1][lx] + cells[ly + 1][lx] + cells[ly][lx - 1] + cells[ly][lx + 1];
      to[t.global] = centre + alpha * (around - 4.0f * centre);
    }
  });
}

std::vector<float> initial() {
  std::vector<float> grid(size * size, 0.0f);
  for (int y = 24; y < 40; ++y)
    for (int x = 8; x < 20; ++x) grid[y * size + x] = 100.0f;
  for (int x = 0; x < size; ++x) grid[x] = 50.0f;  // a warm top edge
  return grid;
}

template <typename Step>
std::vector<float> simulate(int steps, Step step) {
  std::vector<float> start = initial();
  array<float, 2> a(size, size, start.begin(), start.end());
  array<float, 2> b(size, size);
  array<float, 2>* current = &a;
  array<float, 2>* next = &b;
  for (int s = 0; s < steps; ++s) {
    step(*current, *next);
    std::swap(current, next);
  }
  std::vector<float> result(size * size);
  copy(*current, result.begin());
  return result;
}

int main() {
  const int steps = 40;
  std::vector<float> simple = simulate(steps, step_simple);
  std::vector<float> tiled = simulate(steps, step_tiled);

  std::vector<float> cpu = initial(), scratch(size * size);
  for (int s = 0; s < steps; ++s) {
    for (int y = 0; y < size; ++y) {
      for (int x = 0; x < size; ++x) {
        float c = cpu[y * size + x];
        if (y == 0 || x == 0 || y == size - 1 || x == size - 1) {
          scratch[y * size + x] = c;
          continue;
        }
        float around = cpu[(y - 1) * size + x] + cpu[(y + 1) * size + x] + cpu[y * size + x - 1] + cpu[y * size + x + 1];
        scratch[y * size + x] = c + alpha * (around - 4.0f * c);
      }
    }
    std::swap(cpu, scratch);
  }

  float diff_simple = 0.0f, diff_tiled = 0.0f;
  double heat = 0.0;
  for (int i = 0; i < size * size; ++i) {
    diff_simple = std::max(diff_simple, std::fabs(simple[i] - cpu[i]));
    diff_tiled = std::max(diff_tiled, std::fabs(tiled[i] - cpu[i]));
    heat += cpu[i];
  }
  std::cout << "steps: " << steps << std::endl;
  std::cout << "simple matches the CPU: " << (diff_simple < 1e-3f ? "yes" : "no") << std::endl;
  std::cout << "tiled matches the CPU: " << (diff_tiled < 1e-3f ? "yes" : "no") << std::endl;
  std::cout.precision(6);
  std::cout << "total heat: " << heat << std::endl;
  std::cout.precision(4);
  std::cout << "centre of the block (32, 14): " << cpu[32 * size + 14] << ", below the top edge (1, 32): " << cpu[1 * size + 32] << std::endl;
  return 0;
}
