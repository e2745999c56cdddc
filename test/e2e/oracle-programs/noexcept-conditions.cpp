// noexcept(condition) with constant conditions, and the noexcept operator, in templates too.
#include <cstdio>

void quiet() noexcept {}
void loud() {}
int twice(int x) noexcept(true) { return 2 * x; }
int maybe(int x) noexcept(false) { return x; }

template <class T> void store(T) noexcept(sizeof(T) <= 4) {}
template <class T> T pass(T v) noexcept(noexcept(twice(1))) { return v; }

void forwards() noexcept(noexcept(quiet())) {}
void forwardsLoud() noexcept(noexcept(loud())) {}
constexpr bool small = sizeof(short) < sizeof(int);
void constant() noexcept(small && 1 + 1 == 2) {}

struct Box {
  int v;
  Box(int x) noexcept : v(x) {}
  Box(int x, int y) : v(x + y) {}
  int get() const noexcept { return v; }
  int sum(int w) const noexcept(sizeof(w) == 8) { return v + w; }
};

template <class T> struct Holder {
  T value;
  T read() const noexcept(sizeof(T) < 8) { return value; }
};

void terminates() noexcept(sizeof(int) == 4) { throw 3; }

int main() {
  int n = 5;
  Box b(1);
  Holder<char> hc{'a'};
  Holder<double> hd{1.5};
  printf("%d %d %d %d\n", noexcept(quiet()), noexcept(loud()), noexcept(twice(n)), noexcept(maybe(n)));
  printf("%d %d %d\n", noexcept(store('c')), noexcept(store(2.0)), noexcept(pass(n)));
  printf("%d %d %d\n", noexcept(forwards()), noexcept(forwardsLoud()), noexcept(constant()));
  printf("%d %d %d %d\n", noexcept(Box(1)), noexcept(Box(1, 2)), noexcept(b.get()), noexcept(b.sum(2)));
  printf("%d %d\n", noexcept(hc.read()), noexcept(hd.read()));
  printf("%d %d %d\n", noexcept(n + 1), noexcept(n = 3), noexcept(quiet(), loud()));
  printf("%d\n", n);
  fflush(stdout);
  terminates();
  return 0;
}
