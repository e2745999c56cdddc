// Braced lists shorter than the array or struct they initialise, in kernels: C++ value-initialises
// the elements and members they leave out; WGSL's constructors need them all (a crash-fuzz
// mutation `int a28[16] = { 8 values }` made WGSL that Dawn rejected, as did `= {0}`).
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

struct P { int a; float b; int c[3]; unsigned u; bool on; };
struct Q { P p; int k; P more[2]; };

int main() {
  const int n = 8;
  std::vector<int> out(n * 16, -1);
  std::vector<float> fout(n * 4, -1.0f);
  array_view<int, 2> o(n, 16, out);
  array_view<float, 2> fo(n, 4, fout);
  parallel_for_each(extent<1>(n), [=](index<1> idx) restrict(amp) {
    int i = idx[0];
    int zeros[256] = {0};
    int empty[4] = {};
    int some[6] = {i, i + 1};
    unsigned us[3] = {7u};
    bool flags[3] = {true};
    float fs[4] = {2.5f, 1.5f};
    int grid[2][3] = {{1}, {2, 3}};
    P p = {i};
    P q = {};
    Q r = {{2, 1.5f}, 5};
    P ps[3] = {{1, 0.5f, {9}}};
    zeros[i * 31 % 256] += i;
    o(i, 0) = zeros[255] + zeros[i * 31 % 256] + empty[3];
    o(i, 1) = some[0] + some[1] * 10 + some[5] * 100;
    o(i, 2) = (int)(us[0] + us[2]);
    o(i, 3) = flags[0] + flags[2] * 2;
    o(i, 4) = grid[0][0] * 100 + grid[0][2] * 10 + grid[1][1];
    o(i, 5) = p.a + p.c[2] + (int)p.u + p.on;
    o(i, 6) = q.a + q.c[0] + (int)q.b;
    o(i, 7) = r.p.a + r.p.c[1] + r.k + r.more[1].c[2] + (int)r.more[0].u;
    o(i, 8) = ps[0].c[0] + ps[2].a + ps[1].c[2];
    fo(i, 0) = fs[0];
    fo(i, 1) = fs[1] + fs[3];
    fo(i, 2) = r.p.b + p.b;
    fo(i, 3) = fs[2] + fs[0] * 2.0f;
  });
  for (int i = 0; i < n; i++) {
    for (int k = 0; k < 9; k++) std::cout << o(i, k) << ' ';
    std::cout << "| " << fo(i, 0) << ' ' << fo(i, 1) << ' ' << fo(i, 2) << ' ' << fo(i, 3) << "\n";
  }
  return 0;
}
