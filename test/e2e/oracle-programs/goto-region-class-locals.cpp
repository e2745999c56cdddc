// A class object (and an array of them) declared in a block that a goto jumps back into: ampc
// declares such variables before the jump's region, as places only. Their constructors run once
// per pass through the declaration, as in C++, never once more for that earlier place.
#include <iostream>

int made = 0;
struct K {
  int v;
  K() : v(-1) { made += 1; }
  K(int x) : v(x) { made += 100; }
};

int main() {
  int i = 0;
again:
  K k(i);
  K row[2];
  row[1].v = i * 2;
  if (++i < 3) goto again;
  std::cout << made << " " << k.v << " " << row[0].v << " " << row[1].v << "\n";
  return 0;
}
