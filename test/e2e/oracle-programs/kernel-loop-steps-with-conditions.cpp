// Loops whose statements between iterations need an `if` (a for step whose side effect runs
// only under a condition) or must run after `continue` (a do-while condition with side effects
// in a body that continues): in kernels they run at the top of the next iteration.
#include <amp.h>
#include <iostream>
#include <vector>

using namespace concurrency;

int main() {
  const int n = 6;
  std::vector<int> out(n * 5, 0);
  array_view<int, 2> o(n, 5, out);
  parallel_for_each(extent<1>(n), [=](index<1> idx) restrict(amp) {
    int k = idx[0];
    // A conditional side effect in the step.
    int i = 0, j = 0, steps = 0;
    for (int t = 0; t < 10; k % 2 == 0 ? i++ : j++, t++) steps += t;
    o(k, 0) = i * 1000 + j * 10 + steps;
    // `&&` in the step, and a continue in the body.
    int c = k, total = 0;
    for (int t = 0; t < 8; t++, c > 0 && c--) {
      if (t % 3 == 0) continue;
      total += c;
    }
    o(k, 1) = total * 10 + c;
    // A do-while whose condition has side effects, with continue.
    int d = 0, seen = 0, left = 5 + k;
    do {
      seen++;
      if (seen % 2 == 0) continue;
      d += seen;
    } while (--left > 0);
    o(k, 2) = d * 100 + left * 10 + seen;
    // A do-while condition with a conditional side effect, and continue.
    int p = 0, q = 0, r = 0;
    do {
      r++;
      if (r == 2) continue;
      p += 2;
    } while (p < 10 && q++ < k);
    o(k, 3) = p * 10000 + q * 100 + r;
    // Nested: the inner loop's continue is its own.
    int s = 0;
    for (int a = 0; a < 3; a += (s % 2 == 0 ? 1 : 2)) {
      int b = 0;
      do {
        if (b == 1) continue;
        s += a + b;
      } while (b++ < k % 3);
    }
    o(k, 4) = s;
  });
  for (int k = 0; k < n; k++) {
    for (int j = 0; j < 5; j++) std::cout << o(k, j) << " ";
    std::cout << "\n";
  }
  return 0;
}
