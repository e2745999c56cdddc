// In the style of the blog's "Game of Life" sample: the board lives in two arrays on the
// accelerator that swap roles each generation (the kernel reads one and writes the other),
// with the neighbour count in a restrict(amp, cpu) helper shared with the CPU reference, and
// the population counted on the accelerator with atomic_fetch_add. A glider and a blinker on
// a torus give a known population at every step.
#include <amp.h>
#include <iostream>
#include <vector>
#include <utility>
#include <algorithm>

using namespace concurrency;

static const int size = 32;

// Wraps around the edges of the board.
inline int wrap(int v) restrict(amp, cpu) { return (v + size) % size; }

template <typename Grid>
int live_neighbours(const Grid& g, int r, int c) restrict(amp, cpu) {
  int n = 0;
  for (int dr = -1; dr <= 1; dr++)
    for (int dc = -1; dc <= 1; dc++)
      if (dr != 0 || dc != 0) n += g(wrap(r + dr), wrap(c + dc));
  return n;
}

inline int next_state(int alive, int neighbours) restrict(amp, cpu) {
  return (neighbours == 3 || (alive != 0 && neighbours == 2)) ? 1 : 0;
}

// The CPU reference counts on a row-major vector (the template is restrict(amp, cpu): each of its
// instances must be valid in both, and a vector is not usable in amp code).
int live_neighbours_cpu(const std::vector<int>& cells, int r, int c) {
  int n = 0;
  for (int dr = -1; dr <= 1; dr++)
    for (int dc = -1; dc <= 1; dc++)
      if (dr != 0 || dc != 0) n += cells[wrap(r + dr) * size + wrap(c + dc)];
  return n;
}

void step_gpu(const array<int, 2>& from, array<int, 2>& to) {
  parallel_for_each(to.extent, [&from, &to](index<2> idx) restrict(amp) {
    int n = live_neighbours(from, idx[0], idx[1]);
    to[idx] = next_state(from[idx], n);
  });
}

int population_gpu(const array<int, 2>& board) {
  std::vector<int> count(1, 0);
  array_view<int, 1> total(1, count);
  parallel_for_each(board.extent, [&board, total](index<2> idx) restrict(amp) {
    if (board[idx] != 0) atomic_fetch_add(&total[0], 1);
  });
  total.synchronize();
  return count[0];
}

int main() {
  std::vector<int> cells(size * size, 0);
  // A glider in the top-left corner and a blinker in the middle.
  const int glider[][2] = {{0, 1}, {1, 2}, {2, 0}, {2, 1}, {2, 2}};
  for (const auto& p : glider) cells[p[0] * size + p[1]] = 1;
  for (int c = 15; c <= 17; c++) cells[16 * size + c] = 1;

  array<int, 2> a(size, size, cells.begin()), b(size, size);
  array<int, 2>* current = &a;
  array<int, 2>* next = &b;
  std::vector<int> reference = cells;

  const int generations = 12;
  bool matches = true;
  for (int gen = 1; gen <= generations; gen++) {
    step_gpu(*current, *next);
    std::swap(current, next);

    std::vector<int> updated(size * size);
    for (int r = 0; r < size; r++)
      for (int c = 0; c < size; c++) updated[r * size + c] = next_state(reference[r * size + c], live_neighbours_cpu(reference, r, c));
    reference.swap(updated);

    if (gen % 4 == 0) {
      std::vector<int> board(size * size);
      copy(*current, board.begin());
      bool same = board == reference;
      matches = matches && same;
      std::cout << "generation " << gen << ": population " << population_gpu(*current) << ", matches CPU: " << (same ? "yes" : "no") << std::endl;
    }
  }
  // After 12 generations the glider has moved three cells down and right.
  std::vector<int> final_board(size * size);
  copy(*current, final_board.begin());
  int first_live = static_cast<int>(std::find(final_board.begin(), final_board.end(), 1) - final_board.begin());
  std::cout << "first live cell at row " << first_live / size << ", column " << first_live % size << std::endl;
  std::cout << (matches ? "PASSED" : "FAILED") << std::endl;
  return matches ? 0 : 1;
}
