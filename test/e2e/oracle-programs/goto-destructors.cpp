// goto out of scopes that hold objects with destructors: each object left behind is destroyed
// at the jump, innermost first, whether the jump goes backward or forward out of loops.
#include <iostream>

struct Noisy {
  int id;
  Noisy(int i) : id(i) { std::cout << "make " << id << "\n"; }
  ~Noisy() { std::cout << "drop " << id << "\n"; }
};

int main() {
  int n = 0;
again:
  {
    Noisy a(n);
    if (++n < 3) goto again;
    std::cout << "stay " << a.id << "\n";
  }
  for (int i = 0; i < 3; ++i) {
    Noisy row(10 + i);
    for (int j = 0; j < 3; ++j) {
      Noisy cell(100 + i * 10 + j);
      if (i == 1 && j == 1) goto out;
    }
  }
  std::cout << "not reached\n";
out:
  std::cout << "out with n " << n << "\n";
  return 0;
}
