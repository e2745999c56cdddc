// `a = b` of a class with a multidimensional array member copies every element into a's own
// arrays: ampc's implicit operator= stored b's rows into a, so the two objects shared them and a
// later write to one showed in the other.
#include <iostream>

struct Board {
  int cells[3][3];
  char marks[2][2][2];
};

struct Tile { int v[2]; };
struct Map {
  Tile tiles[2][2];
  double weights[2][3];
};

void print(const Board& b) {
  for (int r = 0; r < 3; r++) {
    for (int c = 0; c < 3; c++) std::cout << b.cells[r][c];
    std::cout << ' ';
  }
  std::cout << b.marks[1][0][1] << '\n';
}

int main() {
  Board start{};
  for (int r = 0; r < 3; r++)
    for (int c = 0; c < 3; c++) start.cells[r][c] = r * 3 + c;
  start.marks[1][0][1] = 'o';

  Board history[3];
  history[0] = start;
  history[1] = history[0];
  history[1].cells[1][1] = 9;
  history[1].marks[1][0][1] = 'x';
  history[2] = history[1];
  history[2].cells[2][2] = 0;
  for (const Board& b : history) print(b);
  print(start);

  int (*row)[3] = history[0].cells;
  history[0] = history[2];
  std::cout << row[1][1] << row[2][2] << '\n';

  Map m{};
  m.tiles[1][0].v[1] = 5;
  m.weights[1][2] = 0.5;
  Map copy;
  copy = m;
  copy.tiles[1][0].v[1] = 6;
  copy.weights[1][2] = 1.5;
  std::cout << m.tiles[1][0].v[1] << ' ' << m.weights[1][2] << ' ' << copy.tiles[1][0].v[1] << ' ' << copy.weights[1][2] << '\n';
  return 0;
}
