// Destructors and the ways out of a scope that do or do not unwind: an exception unwinds to a
// handler that takes it, destroying the locals it leaves, and again when rethrown;
// exit() destroys no locals.
#include <amp.h>
#include <cstdlib>
#include <iostream>
#include <vector>
using namespace concurrency;

// A tiled launch over n elements: n not a multiple of 4 throws invalid_compute_domain.
void launch(int n) {
  std::vector<int> data(n, 1);
  array_view<int, 1> view(n, data);
  parallel_for_each(view.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
    view[t.global] = view[t.global] * 2;
  });
}

struct Noisy {
  int id;
  Noisy(int i) : id(i) {}
  ~Noisy() { std::cout << "drop " << id << std::endl; }
};

void inner(int how) {
  Noisy a(how * 10);
  if (how == 1) launch(6);
  if (how == 2) exit(3);
  std::cout << "inner done " << how << std::endl;
}

int main() {
  try {
    Noisy outer(1);
    try {
      Noisy middle(2);
      inner(1);
      std::cout << "not reached" << std::endl;
    } catch (invalid_compute_domain &e) {
      std::cout << "caught invalid_compute_domain" << std::endl;
      throw;
    }
  } catch (runtime_exception &e) {
    std::cout << "caught again" << std::endl;
  }
  {
    Noisy scoped(3);
    inner(0);
  }
  Noisy last(4);
  inner(2);
  std::cout << "not reached" << std::endl;
  return 0;
}
