// goto on the host: forward and backward jumps within a block, out of nested loops, a retry
// loop written with goto, and break/continue of loops around a block with labels.
#include <iostream>

int find(int target) {
  int found = -1;
  for (int i = 0; i < 5; ++i) {
    for (int j = 0; j < 5; ++j) {
      if (i * j == target) {
        found = i * 10 + j;
        goto done;
      }
    }
  }
  std::cout << "not found\n";
done:
  return found;
}

int collatz(int n) {
  int steps = 0;
again:
  if (n == 1) goto finished;
  n = n % 2 == 0 ? n / 2 : 3 * n + 1;
  ++steps;
  goto again;
finished:
  return steps;
}

void jumpOver(int x) {
  int skipped;
  if (x > 0) goto positive;
  std::cout << "not positive\n";
  skipped = 1;
positive:
  int after = x * 3;
  std::cout << "after " << after << "\n";
  if (after < 10) {
    x += 2;
    goto positive;
  }
}

int main() {
  std::cout << find(6) << " " << find(7) << " " << find(0) << "\n";
  std::cout << collatz(6) << " " << collatz(27) << "\n";
  jumpOver(1);
  jumpOver(-1);
  int total = 0;
  for (int i = 0; i < 6; ++i) {
    int tries = 0;
  retry:
    ++tries;
    if (i == 4) break;
    if (i == 2) continue;
    if (tries < i) goto retry;
    total += tries * 100 + i;
  }
  std::cout << "total " << total << "\n";
  int k = 0;
  while (k < 3) {
    switch (k) {
      case 0:
        ++k;
        goto next;
      case 1:
        k += 1;
        break;
      default:
        k = 10;
    }
  next:
    std::cout << "k " << k << "\n";
  }
  return 0;
}
