// C++14 init-captures: `[x = expr]` is the closure's own variable initialised where the lambda is
// written, `[&r = y]` a reference; in a kernel `[=, s = 2.0f]` is captured by value as any value,
// and `[&a = arr]` names a concurrency::array by reference.
#include <amp.h>
#include <iostream>
#include <memory>
#include <utility>
#include <vector>
using namespace concurrency;

struct Cell {
  int v;
  Cell(int v) : v(v) {}
};

int main() {
  int y = 3;
  auto f = [x = y + 1]() { return x * 2; };
  y = 100;  // f's x was made before
  auto g = [&r = y]() { r += 10; };
  g();
  std::cout << f() << " " << y << "\n";

  std::vector<int> v = {1, 2, 3};
  auto h = [p = v]() { return (int)p.size(); };  // a copy, made now
  v.push_back(4);
  std::cout << h() << " " << v.size() << "\n";

  auto counter = [n = 0]() mutable { return ++n; };
  counter();
  counter();
  auto other = counter;  // a copy of the closure copies its state
  std::cout << counter() << " " << other() << " " << other() << " " << counter() << "\n";

  std::unique_ptr<Cell> up(new Cell(7));
  auto u = [q = std::move(up)]() { return q->v; };
  std::cout << u() << " " << (up ? "full" : "empty") << "\n";

  int arr[3] = {1, 2, 3};
  auto scale = [&el = arr[1]](int k) { el *= k; };
  scale(5);
  std::cout << arr[1] << "\n";

  // Init-captures beside a default, shadowing an enclosing name, and in a generic lambda.
  int base = 10;
  auto add = [=, base = base * 2](int k) { return base + k + y; };
  auto gen = [off = 0.5](auto z) { return z + off; };
  std::cout << add(1) << " " << gen(1) << " " << gen(2.25f) << "\n";
  auto nested = [a = 1]() { return [b = a + 1]() { return b * 10; }(); };
  std::cout << nested() << "\n";

  std::vector<int> data(8, 1);
  array_view<int, 1> av(8, data);
  float s = 1.0f;
  array<int, 1> a(8);
  parallel_for_each(av.extent, [=, s = 2.0f, k = (int)s + 4](index<1> i) restrict(amp) {
    av[i] = (int)(s * 10.0f) + k + i[0];
  });
  parallel_for_each(a.extent, [=, &out = a, w = av](index<1> i) restrict(amp) {
    out[i] = w[i] * 2;
  });
  std::vector<int> back(8);
  copy(a, back.begin());
  for (int i = 0; i < 8; i++) std::cout << av[i] << " " << back[i] << "\n";
  return 0;
}
