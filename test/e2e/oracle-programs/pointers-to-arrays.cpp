#include <cstdio>
#include <amp.h>
using namespace concurrency;
int sum(int (*rows)[3], int n) { int s = 0; for (int r = 0; r < n; ++r) for (int c = 0; c < 3; ++c) s += rows[r][c]; return s; }
int last(int rows[][3], int n) { return rows[n - 1][2]; }
void scale(int (*rows)[3], int n, int k) { for (int r = 0; r < n; ++r) for (int& x : rows[r]) x *= k; }
int total(const int (*rows)[3], int n) { int s = 0; for (const int (*r)[3] = rows; r != rows + n; ++r) s += (*r)[0]; return s; }
int main() {
  int m[2][3] = {{1, 2, 3}, {4, 5, 6}};
  int (*p)[3] = &m[1];
  printf("%d %d\n", (*p)[2], p[0][1]);
  (*p)[2] = 60;
  p[-1][0] = 10;
  printf("%d %d\n", m[1][2], m[0][0]);
  p = m;
  p++;
  printf("%d %d %d\n", (*p)[0], (int)(p - m), p == m + 1);
  --p;
  printf("%d\n", **p);
  for (auto& row : m) { for (int x : row) printf("%d ", x); printf("\n"); }
  for (auto& row : m) row[1] += 100;
  printf("%d %d\n", sum(m, 2), last(m, 2));
  scale(m, 2, 2);
  printf("%d %d %d\n", sum(m + 1, 1), total(m, 2), sum(&m[0], 1));
  auto q = m;
  printf("%d %zu %zu\n", q[1][1], sizeof(*q), sizeof(q));
  int row[3] = {7, 8, 9};
  int (*r)[3] = &row;
  (*r)[0] = 70;
  printf("%d %d\n", row[0], (*r)[1]);
  int c[2][2][2] = {{{1, 2}, {3, 4}}, {{5, 6}, {7, 8}}};
  int (*pc)[2][2] = c;
  printf("%d %d\n", pc[1][0][1], (*(pc + 1))[1][1]);
  int (*pr)[2] = c[1];
  printf("%d\n", pr[1][0]);
  return 0;
}
