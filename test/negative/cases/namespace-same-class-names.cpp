// expect: error no-member 9:11
// expect: error type-mismatch 12:9
// A class declared in a namespace is a class of its own, not the global class of the same name
// (so one does not convert to the other), and `struct N::X { ... }` defines only a class that N
// declares.
struct P { int v; };
namespace N { struct P { int w; }; }
namespace M { struct Y; }
struct M::X { int x; };
int main() {
  N::P q{6};
  P p = q;
  return p.v;
}
