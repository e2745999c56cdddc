// A helper taking a class object that holds views reads some of them, writes one and ignores
// one: each member is bound as the kernel uses it (read-only, read-write, or not at all), and
// only what is written is copied back, also through a member function and a nested helper.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

struct Ctx {
  array_view<int, 1> in;
  array_view<int, 1> out;
  array_view<int, 1> unused;
  int scale;
  int get(int i) const restrict(amp) { return in[i] * scale; }
};

int twice(Ctx c, int i) restrict(amp) { return c.get(i) + c.in.extent[0]; }

void step(Ctx c, int i) restrict(amp) {
  c.out[i] = twice(c, i);
}

int main() {
  const int n = 6;
  std::vector<int> vi(n), vo(n, -1), vu(n, 7);
  for (int i = 0; i < n; i++) vi[i] = i + 1;
  array_view<int, 1> in(n, vi), out(n, vo), unused(n, vu);
  Ctx ctx{in, out, unused, 3};
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    step(ctx, i[0]);
  });
  out.synchronize();
  for (int i = 0; i < n; i++) std::cout << vo[i] << " ";
  std::cout << "\n";
  // The host changes the data the kernel only read: a second launch sees it.
  for (int i = 0; i < n; i++) in[i] = 10 * i;
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    step(ctx, i[0]);
  });
  for (int i = 0; i < n; i++) std::cout << out[i] << "," << in[i] << "," << unused[i] << " ";
  std::cout << "\n";
  return 0;
}
