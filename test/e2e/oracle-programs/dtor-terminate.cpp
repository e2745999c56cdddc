// An exception that no handler takes terminates the program without unwinding: no destructor
// runs, not even for the locals of the function that threw.
#include <amp.h>
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

void fail() {
  Noisy local(2);
  launch(10);
}

int main() {
  Noisy outer(1);
  try {
    Noisy guarded(3);
  } catch (invalid_compute_domain &e) {
    std::cout << "not this one" << std::endl;
  }
  std::cout << "before" << std::endl;
  fail();
  return 0;
}
