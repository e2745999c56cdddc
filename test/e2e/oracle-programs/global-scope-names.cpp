// A leading `::` names the global namespace's declaration, past any of the same name in between.
// (A class of one name in two namespaces is left out: ampc merges them, a bug of its own.)
#include <cstdio>

int x = 1;
int f() { return 10; }
struct P { int v; };
typedef int Count;

namespace N {
int x = 2;
int f() { return 20; }
struct Q { int w; };
namespace Inner { int x = 3; }
int g() {
  ::P p{5};
  Q q{6};
  int x = 4;
  return ::x * 1000 + ::f() + p.v + q.w * 100000 + x * 10000;
}
int h() { return ::N::x * 10 + ::N::Inner::x + N::f(); }
}

int main() {
  int x = 7;
  ::Count c = ::x + x;
  printf("%d %d %d %d\n", N::g(), N::h(), c, ::N::x);
  ::x = 8;
  printf("%d %d\n", ::x, x);
  return 0;
}
