// Default-initialization runs default constructors, as C++ does: of members (also in classes
// without constructors of their own), of C array, std::vector and std::map elements, and of
// `new S`; each member is constructed once, in declaration order. Null object pointers compare.
#include <amp.h>
#include <cstdio>
#include <map>
#include <memory>
#include <vector>

struct A {
  int x;
  A() : x(5) { printf("A()\n"); }
  A(int v) : x(v) { printf("A(%d)\n", v); }
};
struct D {
  int x;
  D() : x(1) { printf("D()\n"); }
  ~D() { printf("~D(%d)\n", x); }
};
struct Counted { int k = 7; };
struct H { A a; A b; D d; H() : b(3) { printf("H()\n"); } };
struct G { A a; Counted c; int z; };
struct Wrap { G g; };
// Its own member functions default-construct it with the implicit constructor too.
struct Self { int k = 4; A a; Self made() const { Self s; s.k += 1; return s; } };
// In kernels too: local objects, members and arrays of them.
struct K { int x; K() restrict(amp, cpu) : x(5) {} };
struct KG { K k; int z; };

int main() {
  A arr[2];
  Counted counted[2];
  printf("arr %d %d counted %d\n", arr[0].x, arr[1].x, counted[1].k);
  std::vector<A> v(2);
  v.resize(3);
  std::vector<Counted> w(2);
  printf("v %d %d w %d\n", v[1].x, v[2].x, w[1].k);
  {
    H h;
    printf("h %d %d %d\n", h.a.x, h.b.x, h.d.x);
  }
  {
    G g;
    printf("g %d %d\n", g.a.x, g.c.k);
    Wrap wrap;
    printf("wrap %d %d\n", wrap.g.a.x, wrap.g.c.k);
  }
  Self self;
  Self other = self.made();
  printf("self %d %d %d\n", self.k, other.k, other.a.x);
  G gs[2];
  printf("gs %d %d\n", gs[1].a.x, gs[0].c.k);
  std::map<int, A> m;
  printf("m %d\n", m[3].x);
  std::map<int, G> mg;
  printf("mg %d\n", mg[1].c.k);
  A* p = new A;
  A* q = new A(8);
  A* block = new A[2];
  printf("new %d %d %d\n", p->x, q->x, block[1].x);
  delete p;
  delete q;
  delete[] block;
  A* none = nullptr;
  std::unique_ptr<A> owner(new A(9));
  A* got = owner.get();
  printf("null %d %d %d %d\n", none == nullptr, none != nullptr, got == nullptr, nullptr != got);
  std::vector<int> out(4);
  concurrency::array_view<int, 1> o(4, out);
  concurrency::parallel_for_each(o.extent, [=](concurrency::index<1> i) restrict(amp) {
    K ks[2];
    KG kg;
    KG kgs[2][2];
    o[i] = ks[1].x + kg.k.x * 10 + kgs[1][1].k.x * 100 + i[0] * 1000;
  });
  printf("kernel %d %d\n", o[0], o[3]);
  return 0;
}
