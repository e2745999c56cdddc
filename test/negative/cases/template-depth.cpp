// expect: error template-depth 8:23
// expect: error template-depth 10:54
// A template that instantiates itself without end: g++ stops at 900 levels, ampc at 128, with
// an error rather than a stack overflow. Found by crash fuzzing (`N - 1` became `N - - 1`).
#include <cstdio>
template <int N>
int up(int x) {
  return N == 0 ? x : up<N + 1>(x + N);
}
template <int N> struct F { static const int v = N * F<N - 1>::v; };
int main() {
  printf("%d\n", up<1>(0));
  printf("%d\n", F<3>::v);
  return 0;
}
