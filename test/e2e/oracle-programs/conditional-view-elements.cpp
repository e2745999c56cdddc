// Elements of views chosen by ?: in kernels: (c ? a : b)[i] read, written, compound-assigned,
// incremented, nested, with side effects in the condition, the subscript and the value.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

struct Pair { int x; float y; };

int pick(int i) restrict(amp) { return i % 3; }

void bump(array_view<int, 1> p, array_view<int, 1> q, int i) restrict(amp) {
  (i % 2 == 0 ? p : q)[i] += 100;
}

int main() {
  const int n = 8;
  std::vector<int> va(n), vb(n), vc(n), vo(n), vw(n);
  for (int i = 0; i < n; i++) { va[i] = i; vb[i] = 10 * i; vc[i] = 100 * i; }
  array_view<int, 1> a(n, va), b(n, vb), c(n, vc), o(n, vo), w(n, vw);
  array_view<const int, 1> ca(n, vc);

  // Reads, one of them guarded so that the other view's subscript would be out of bounds.
  parallel_for_each(o.extent, [=](index<1> i) restrict(amp) {
    int k = i[0];
    o[i] = (k % 2 ? a : b)[i] + (k < 4 ? a : c.section(4, 4))[k < 4 ? k : k - 4];
  });
  o.synchronize();
  for (int i = 0; i < n; i++) std::cout << vo[i] << " ";
  std::cout << "\n";

  // Writes, compound assignment, increments, nested choices.
  parallel_for_each(o.extent, [=](index<1> i) restrict(amp) {
    int k = i[0];
    (k % 2 ? w : o)[i] = k * 3;
    (k < 4 ? a : b)[i] += 7;
    (k % 3 == 0 ? a : (k % 3 == 1 ? b : c))[i] *= 2;
    ++(k > 5 ? c : a)[i];
    int old = (k % 2 ? b : c)[i]--;
    (k % 2 ? w : o)[i] += old;
  });
  w.synchronize(); o.synchronize(); a.synchronize(); b.synchronize(); c.synchronize();
  for (int i = 0; i < n; i++) std::cout << va[i] << "," << vb[i] << "," << vc[i] << "," << vo[i] << "," << vw[i] << " ";
  std::cout << "\n";

  // Side effects: the condition, the subscript and the value each evaluated once, in order.
  parallel_for_each(o.extent, [=](index<1> i) restrict(amp) {
    int k = i[0];
    int j = k;
    int t = 0;
    (t++ == 0 ? a : b)[j++] = j + t;  // value first (j + t = k + 0), then t++, then j++
    o[i] = j * 10 + t;
    int s = (k % 2 ? a : ca)[pick(k) + k - pick(k)];  // const and non-const views
    w[i] = s;
  });
  a.synchronize(); o.synchronize(); w.synchronize();
  for (int i = 0; i < n; i++) std::cout << va[i] << "," << vo[i] << "," << vw[i] << " ";
  std::cout << "\n";

  // In a helper, over its view parameters; a class element's member.
  std::vector<Pair> vp(n), vq(n);
  for (int i = 0; i < n; i++) { vp[i] = {i, 0.5f * i}; vq[i] = {-i, -0.25f * i}; }
  array_view<Pair, 1> p(n, vp), q(n, vq);
  parallel_for_each(o.extent, [=](index<1> i) restrict(amp) {
    bump(a, b, i[0]);
    (i[0] % 2 ? p : q)[i].x += 1000;
    o[i] = (i[0] < 4 ? p : q)[i].x;
  });
  a.synchronize(); b.synchronize(); o.synchronize(); p.synchronize(); q.synchronize();
  for (int i = 0; i < n; i++) std::cout << va[i] << "," << vb[i] << "," << vo[i] << "," << vp[i].x << "," << vq[i].x << " ";
  std::cout << "\n";
  return 0;
}
