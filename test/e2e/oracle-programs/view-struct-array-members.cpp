// array_view/array elements that are structs with fixed-size array members (WGSL's
// `array<T, N>` struct members): kernel and host reads and writes of `cv[i].v[k]`, compound
// assignments and increments through the view, nested arrays, arrays of structs, a 2-D view,
// float and unsigned members, whole-element copies, and sizeof equal to g++'s (these layouts agree).
#include <amp.h>
#include <iostream>
using namespace concurrency;

struct Cell {
  int v[3];
  float w;
  unsigned u[2];
};

struct Pair {
  int x;
  float y;
};

struct Grid {
  int m[2][3];
  Pair ps[2];
  float f[2];
};

int sum3(const int (&a)[3]) restrict(amp, cpu) { return a[0] + a[1] + a[2]; }

void twice(int (&a)[3]) restrict(amp) {
  for (int k = 0; k < 3; k++) a[k] *= 2;
}

int main() {
  std::vector<Cell> cells(4);
  for (int i = 0; i < 4; i++) {
    for (int k = 0; k < 3; k++) cells[i].v[k] = i * 10 + k;
    cells[i].w = i * 0.5f;
    cells[i].u[0] = i;
    cells[i].u[1] = 4000000000u + i;
  }
  array_view<Cell, 1> cv(4, cells);
  parallel_for_each(cv.extent, [=](index<1> idx) restrict(amp) {
    Cell& c = cv[idx];
    c.v[0] += c.v[2];
    cv[idx].v[1] = cv[idx].v[1] * 2;
    c.w += c.v[0];
    c.u[1] += c.u[0];
    cv[idx].u[0]++;
  });
  std::cout << cv[1].v[0] << " " << cv[1].v[1] << " " << cv[1].w << " " << cv[1].u[0] << " " << cv[1].u[1] << "\n";

  // Host writes through the view: the next kernel must see them (the device copy made stale).
  cv[2].v[2] = 7;
  cv[2].v[0] += 5;
  ++cv[2].v[1];
  cv[3].u[1]--;
  cv[3].w *= 2.0f;
  int i = 0, k = 0;
  cv[i++].v[k++] = 100;  // the subscripts' side effects happen once
  cv[i].v[k] += i + k;   // cv[1].v[1]
  int q = 2;
  cv[q].v[q--] = 11;        // cv[2].v[2]: the view's subscript is read before the member's
  cv[q++].u[q - 1] += 1u;   // cv[1].u[1] (C++17: cv[q++] before u[q - 1])
  Cell c = cv[3];
  c.v[0] = -1;
  cv[0] = c;
  parallel_for_each(cv.extent, [=](index<1> idx) restrict(amp) {
    twice(cv[idx].v);
    cv[idx].w += (float)sum3(cv[idx].v);
  });
  for (int j = 0; j < 4; j++) {
    std::cout << cv[j].v[0] << " " << cv[j].v[1] << " " << cv[j].v[2] << " " << cv[j].w << " " << cv[j].u[0] << " " << cv[j].u[1] << " " << sum3(cv[j].v) << "\n";
  }
  cv.synchronize();
  std::cout << cells[2].v[0] << " " << cells[0].u[1] << " " << i << " " << k << "\n";

  // Nested arrays and arrays of structs, in a 2-D view.
  std::vector<Grid> grids(6);
  for (int g = 0; g < 6; g++) {
    for (int a = 0; a < 2; a++) for (int b = 0; b < 3; b++) grids[g].m[a][b] = g + a * 10 + b * 100;
    for (int a = 0; a < 2; a++) { grids[g].ps[a].x = g * a; grids[g].ps[a].y = 0.25f * g; grids[g].f[a] = 1.0f / (g + a + 1); }
  }
  array_view<Grid, 2> gv(2, 3, grids);
  parallel_for_each(gv.extent, [=](index<2> idx) restrict(amp) {
    for (int a = 0; a < 2; a++) for (int b = 0; b < 3; b++) gv[idx].m[a][b] += a + b;
    gv[idx].ps[1].x = gv[idx].ps[0].x + gv[idx].m[1][idx[1]];
    gv[idx].ps[0].y *= 2.0f;
    gv[idx].f[1] = gv[idx].f[0] * 3.0f;
    Grid copy = gv[idx];
    copy.m[0][0] = -copy.m[0][0];
    gv[idx] = copy;
  });
  gv(1, 2).m[1][1] = 55;
  int p = 0;
  gv(1, p).ps[p++].x = 77;  // gv(1, 0).ps[0]
  gv(0, 2).ps[0] = gv(1, 1).ps[1];
  Pair fresh = {-3, -0.5f};
  gv(p, p).ps[1] = fresh;   // gv(1, 1)
  gv[0][1].ps[1].y += 0.5f;
  for (int r = 0; r < 2; r++) {
    for (int s = 0; s < 3; s++) {
      const Grid h = gv(r, s);
      std::cout << h.m[0][0] << " " << h.m[1][1] << " " << h.m[1][2] << " " << h.ps[0].x << " " << h.ps[1].x << " " << h.ps[0].y << " " << h.ps[1].y << " " << h.f[1] << "\n";
    }
  }

  // A concurrency::array of them, copied back.
  array<Cell, 1> arr(2, cells.begin());
  parallel_for_each(arr.extent, [&arr](index<1> idx) restrict(amp) {
    arr[idx].v[idx[0]] = 9;
    arr[idx].u[1] = arr[idx].u[0] * 3u;
  });
  std::vector<Cell> back(2);
  copy(arr, back.begin());
  std::cout << back[0].v[0] << " " << back[1].v[1] << " " << back[1].u[1] << "\n";

  std::cout << sizeof(Cell) << " " << sizeof(Pair) << " " << sizeof(Grid) << "\n";
  return 0;
}
