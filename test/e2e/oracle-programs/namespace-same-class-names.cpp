// Classes of the same name in two namespaces are two classes: `struct P` in N declares N::P
// beside the global P (a class-head declares its name in the current scope), on the host and in
// a kernel; unqualified P inside N is N::P, ::P the global one; a forward declaration in the same
// namespace is still the class defined after it, also by a qualified definition (`struct N::F {`);
// class templates of the same name in two namespaces make distinct instances.
#include <amp.h>
#include <cstdio>
#include <vector>
using namespace concurrency;

struct P {
  int v;
  P() restrict(amp, cpu) : v(0) {}
  P(int v_) restrict(amp, cpu) : v(v_) {}
  int twice() const restrict(amp, cpu) { return 2 * v; }
};

namespace N {
  struct Q;
  struct P {
    int w;
    int extra;
    P() restrict(amp, cpu) : w(0), extra(0) {}
    P(int w_, int e) restrict(amp, cpu) : w(w_), extra(e) {}
    int twice() const restrict(amp, cpu) { return 2 * w + extra; }
  };
  // Unqualified P here is N::P.
  P make(int x) { return P(x, 100); }
  int sum(const P& p) restrict(amp, cpu) { return p.w + p.extra; }
  // ::P is the global one.
  ::P global(int x) { return ::P(x + 1); }
  struct Q { int q; };
  Q makeQ(int x) { return Q{x * 3}; }
}

namespace M {
  struct P { float f; int g; };
}

namespace N { struct F; }
struct N::F { int k; int get() const; };
int N::F::get() const { return k + 1; }
// Class templates of the same name: their instances are distinct classes too.
template <class T> struct Box { T a; };
namespace N { template <class T> struct Box { T b; T c; }; }

// A global class spelled like the generated name of N::P.
struct N_P { int z; };

int main() {
  N::P q(6, 1);
  P p(3);
  std::printf("%d %d %d %d\n", q.w, q.twice(), p.v, p.twice());
  N::P made = N::make(7);
  ::P g = N::global(9);
  std::printf("%d %d %d %d\n", made.w, made.extra, N::sum(made), g.v);
  N::F f{41};
  N_P np{8};
  std::printf("%d %d %d\n", N::makeQ(5).q, f.get(), np.z);

  Box<int> b1{1};
  N::Box<int> b2{2, 3};
  std::printf("%d %d %d\n", b1.a, b2.b, b2.c);

  std::vector<P> ps;
  std::vector<N::P> qs;
  for (int i = 0; i < 4; i++) {
    ps.push_back(P(i));
    qs.push_back(N::P(i, 10 * i));
  }
  int total = 0;
  for (const P& x : ps) total += x.twice();
  for (const N::P& x : qs) total += x.twice();
  std::printf("%d\n", total);

  // Both P's inside a kernel: N::P captured by value, the global P and M::P built in the kernel.
  std::vector<int> out(8);
  array_view<int, 1> o(8, out);
  N::P captured(5, 2);
  parallel_for_each(o.extent, [=](index<1> idx) restrict(amp) {
    int i = idx[0];
    P local(i);
    N::P built(i, 3);
    M::P m = {1.5f, i};
    o[idx] = local.twice() * 1000 + built.twice() * 100 + captured.twice() + N::sum(built) + m.g * int(m.f * 2.0f);
  });
  o.synchronize();
  for (int i = 0; i < 8; i++) std::printf("%d ", out[i]);
  std::printf("\n");
  return 0;
}
