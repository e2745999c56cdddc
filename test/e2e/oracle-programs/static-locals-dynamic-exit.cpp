// exit() destroys the function-local statics made so far (in reverse order), not main's locals.
#include <iostream>
#include <cstdlib>

struct Noisy {
  int id;
  Noisy(int i) : id(i) { std::cout << "make " << id << std::endl; }
  ~Noisy() { std::cout << "end " << id << std::endl; }
};

Noisy& one() { static Noisy n(1); return n; }
Noisy& two() { static Noisy n(2); return n; }
Noisy& three() { static Noisy n(3); return n; }

int main() {
  Noisy local(0);
  std::cout << two().id << one().id << two().id << std::endl;
  if (local.id == 0) {
    std::cout << "exiting" << std::endl;
    std::exit(5);
  }
  std::cout << three().id << std::endl;
  return 0;
}
